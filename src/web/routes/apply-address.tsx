import { AddressStep } from '#web/features/apply/address-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: your address (step 3 of 7)', '/apply/address');

export default function ApplyAddress() {
  return <AddressStep />;
}
