import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AbTestForm } from '#web/features/admin/abtests/ab-test-form.tsx';
import { AbTestList } from '#web/features/admin/abtests/ab-test-list.tsx';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/abtesting'], '/admin/abtesting');

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
