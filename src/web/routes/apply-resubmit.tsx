import { ResubmitScreen } from '#web/features/apply/screens/resubmit-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';
import { RESUBMIT_PATH } from '#web/features/apply/steps-meta.ts';
import { APPLY_SCREEN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => applyMeta(APPLY_SCREEN_TITLES[RESUBMIT_PATH], RESUBMIT_PATH);

export default function ApplyResubmit() {
  return <ResubmitScreen />;
}
