import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { OutcomesView } from '#web/features/admin/outcomes/outcomes-view.tsx';

export const meta = () => adminMeta('Outcomes', '/admin/outcomes');

export default function AdminOutcomes() {
  return (
    <AdminShell title="Consumer Duty outcomes">
      <OutcomesView />
    </AdminShell>
  );
}
