import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';
import { CheckAnswers } from '#web/features/apply/screens/check-answers.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { CHECK_ANSWERS_PATH } from '#web/features/apply/steps-meta.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[CHECK_ANSWERS_PATH], CHECK_ANSWERS_PATH);

export default function ApplyCheckAnswers() {
  return <CheckAnswers />;
}
