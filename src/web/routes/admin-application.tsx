import { useParams } from 'react-router';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { AdminShell } from '#web/features/admin/admin-shell.tsx';
import { ApplicationDetailView } from '#web/features/admin/application-detail.tsx';

export const meta = () => adminMeta('Application', '/admin/applications');

export default function AdminApplication() {
  const { id = '' } = useParams();
  return (
    <AdminShell title="Application">
      <ApplicationDetailView id={id} />
    </AdminShell>
  );
}
