import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ReturnsQueue } from '#web/features/admin/returns/returns-queue.tsx';

export const meta = () => adminMeta('Returns', '/admin/returns');

export default function AdminReturns() {
  return (
    <AdminShell title="Returns queue">
      <ReturnsQueue />
    </AdminShell>
  );
}
