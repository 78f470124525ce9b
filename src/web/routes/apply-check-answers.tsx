import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import { CheckAnswers } from '#web/features/apply/screens/check-answers.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES['/apply/check-answers'], '/apply/check-answers');

export default function ApplyCheckAnswers() {
  return <CheckAnswers />;
}
