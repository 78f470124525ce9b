import { ResubmitScreen } from '#web/features/apply/resubmit-screen.tsx';
import { applyMeta } from '#web/features/apply/meta.ts';

export const meta = () => applyMeta('Submit your application again', '/apply/resubmit');

export default function ApplyResubmit() {
  return <ResubmitScreen />;
}
