import { AddressStep } from '#web/features/apply/address-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/address'], '/apply/address');

export default function ApplyAddress() {
  return <AddressStep />;
}
