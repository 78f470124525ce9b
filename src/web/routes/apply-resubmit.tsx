import { ResubmitScreen } from '#web/features/apply/screens/resubmit-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES['/apply/resubmit'], '/apply/resubmit');

export default function ApplyResubmit() {
  return <ResubmitScreen />;
}
