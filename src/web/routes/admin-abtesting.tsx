import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { AbTestForm } from '#web/features/admin/ab-test-form.tsx';
import { AbTestList } from '#web/features/admin/ab-test-list.tsx';
import { AdminShell } from '#web/features/admin/admin-shell.tsx';

export const meta = () => adminMeta('A/B testing', '/admin/abtesting');

export default function AdminAbTesting() {
  return (
    <AdminShell title="A/B test manager">
      <div className="space-y-6">
        <AbTestForm />
        <AbTestList />
      </div>
    </AdminShell>
  );
}
