import { EmploymentStep } from '#web/features/apply/employment-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: your income (step 4 of 7)', '/apply/employment');

export default function ApplyEmployment() {
  return <EmploymentStep />;
}
