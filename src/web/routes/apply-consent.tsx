import { ConsentStep } from '#web/features/apply/steps/consent-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(7);

export default function ApplyConsent() {
  return <ConsentStep />;
}
