import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { FunnelView } from '#web/features/admin/analytics/funnel-view.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/analytics'], '/admin/analytics');

export default function AdminAnalytics() {
  return (
    <AdminShell title="Application funnel">
      <FunnelView />
    </AdminShell>
  );
}
