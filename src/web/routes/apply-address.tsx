import { AddressStep } from '#web/features/apply/steps/address-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[3].title, STEP_META[3].path);

export default function ApplyAddress() {
  return <AddressStep />;
}
