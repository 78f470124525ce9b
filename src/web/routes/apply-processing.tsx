import { ProcessingScreen } from '#web/features/apply/screens/processing-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES['/apply/processing'], '/apply/processing');

export default function ApplyProcessing() {
  return <ProcessingScreen />;
}
