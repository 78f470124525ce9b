import { BankStep } from '#web/features/apply/bank-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/bank'], '/apply/bank');

export default function ApplyBank() {
  return <BankStep />;
}
