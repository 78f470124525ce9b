import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { DataRequestsQueue } from '#web/features/admin/data-requests/data-requests-queue.tsx';

export const meta = () => adminMeta('Data requests', '/admin/data-requests');

export default function AdminDataRequests() {
  return (
    <AdminShell title="Data requests">
      <DataRequestsQueue />
    </AdminShell>
  );
}
