import { LoanStep } from '#web/features/apply/steps/loan-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[1].title, STEP_META[1].path);

export default function ApplyLoan() {
  return <LoanStep />;
}
