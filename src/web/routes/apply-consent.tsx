import { ConsentStep } from '#web/features/apply/steps/consent-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[7].title, STEP_META[7].path);

export default function ApplyConsent() {
  return <ConsentStep />;
}
