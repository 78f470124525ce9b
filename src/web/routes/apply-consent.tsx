import { ConsentStep } from '#web/features/apply/consent-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/consent'], '/apply/consent');

export default function ApplyConsent() {
  return <ConsentStep />;
}
