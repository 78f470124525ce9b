import { EmploymentStep } from '#web/features/apply/employment-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/employment'], '/apply/employment');

export default function ApplyEmployment() {
  return <EmploymentStep />;
}
