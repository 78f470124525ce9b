import { BankStep } from '#web/features/apply/bank-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: your bank (step 5 of 7)', '/apply/bank');

export default function ApplyBank() {
  return <BankStep />;
}
