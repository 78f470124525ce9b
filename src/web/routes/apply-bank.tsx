import { BankStep } from '#web/features/apply/steps/bank-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(5);

export default function ApplyBank() {
  return <BankStep />;
}
