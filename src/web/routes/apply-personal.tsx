import { PersonalStep } from '#web/features/apply/personal-step.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_TITLES['/apply/personal'], '/apply/personal');

export default function ApplyPersonal() {
  return <PersonalStep />;
}
