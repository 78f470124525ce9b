import { PersonalStep } from '#web/features/apply/personal-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Apply: about you (step 2 of 7)', '/apply/personal');

export default function ApplyPersonal() {
  return <PersonalStep />;
}
