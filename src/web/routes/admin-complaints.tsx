import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ComplaintsQueue } from '#web/features/admin/complaints/complaints-queue.tsx';
import { ComplaintsReturn } from '#web/features/admin/complaints/complaints-return.tsx';

export const meta = () => adminMeta('Complaints', '/admin/complaints');

export default function AdminComplaints() {
  return (
    <AdminShell title="Complaints">
      <div className="space-y-6">
        <ComplaintsQueue />
        <ComplaintsReturn />
      </div>
    </AdminShell>
  );
}
