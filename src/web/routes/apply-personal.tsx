import { PersonalStep } from '#web/features/apply/steps/personal-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export const meta = () => applyMeta(STEP_META[2].title, STEP_META[2].path);

export default function ApplyPersonal() {
  return <PersonalStep />;
}
