import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { CampaignRows } from '#web/features/admin/messages/campaign-rows.tsx';
import { OptOutsPanel } from '#web/features/admin/messages/opt-outs-panel.tsx';
import { OutboxPanel } from '#web/features/admin/messages/outbox-panel.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/messages'], '/admin/messages');

export default function AdminMessages() {
  return (
    <AdminShell title="Messages">
      <div className="space-y-6">
        <OutboxPanel />
        <OptOutsPanel />
        <CampaignRows />
      </div>
    </AdminShell>
  );
}
