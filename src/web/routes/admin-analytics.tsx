import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { AdminShell } from '#web/features/admin/admin-shell.tsx';
import { FunnelView } from '#web/features/admin/funnel-view.tsx';

export const meta = () => adminMeta('Analytics', '/admin/analytics');

export default function AdminAnalytics() {
  return (
    <AdminShell title="Application funnel">
      <FunnelView />
    </AdminShell>
  );
}
