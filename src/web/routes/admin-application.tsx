import { useParams } from 'react-router';
import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ApplicationDetailView } from '#web/features/admin/applications/application-detail.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/applications'], '/admin/applications');

export default function AdminApplication() {
  const { id = '' } = useParams();
  return (
    <AdminShell title="Application">
      <ApplicationDetailView id={id} />
    </AdminShell>
  );
}
