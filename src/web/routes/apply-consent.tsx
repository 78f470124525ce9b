import { ConsentStep } from '#web/features/apply/consent-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: check and agree (step 7 of 7)', '/apply/consent');

export default function ApplyConsent() {
  return <ConsentStep />;
}
