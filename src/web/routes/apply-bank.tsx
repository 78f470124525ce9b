import { BankStep } from '#web/features/apply/steps/bank-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[5].title, STEP_META[5].path);

export default function ApplyBank() {
  return <BankStep />;
}
