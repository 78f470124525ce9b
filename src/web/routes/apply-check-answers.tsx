import { CheckAnswers } from '#web/features/apply/check-answers.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: check your answers', '/apply/check-answers');

export default function ApplyCheckAnswers() {
  return <CheckAnswers />;
}
