import { LoanStep } from '#web/features/apply/loan-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: your loan (step 1 of 7)', '/apply');

export default function ApplyLoan() {
  return <LoanStep />;
}
