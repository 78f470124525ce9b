import { EmploymentStep } from '#web/features/apply/steps/employment-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(4);

export default function ApplyEmployment() {
  return <EmploymentStep />;
}
