import { EmploymentStep } from '#web/features/apply/steps/employment-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[4].title, STEP_META[4].path);

export default function ApplyEmployment() {
  return <EmploymentStep />;
}
