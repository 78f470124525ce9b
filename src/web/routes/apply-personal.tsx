import { PersonalStep } from '#web/features/apply/steps/personal-step.tsx';
import { stepMeta } from '#web/features/apply/meta.ts';

export const meta = () => stepMeta(2);

export default function ApplyPersonal() {
  return <PersonalStep />;
}
