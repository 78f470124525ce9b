import { LoanStep } from '#web/features/apply/loan-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply'], '/apply');

export default function ApplyLoan() {
  return <LoanStep />;
}
