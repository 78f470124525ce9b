import { ProcessingScreen } from '#web/features/apply/screens/processing-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { PROCESSING_PATH } from '#web/features/apply/steps-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[PROCESSING_PATH], PROCESSING_PATH);

export default function ApplyProcessing() {
  return <ProcessingScreen />;
}
