import { LoanStep } from '#web/features/apply/steps/loan-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(1);

export default function ApplyLoan() {
  return <LoanStep />;
}
