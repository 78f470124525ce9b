import { AddressStep } from '#web/features/apply/steps/address-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(3);

export default function ApplyAddress() {
  return <AddressStep />;
}
