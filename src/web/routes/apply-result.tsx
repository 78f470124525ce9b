import { ResultScreen } from '#web/features/apply/screens/result-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { RESULT_PATH } from '#web/features/apply/steps-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[RESULT_PATH], RESULT_PATH);

export default function ApplyResult() {
  return <ResultScreen />;
}
