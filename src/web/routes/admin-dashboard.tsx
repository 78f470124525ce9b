import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { ApplicationsTable } from '#web/features/admin/applications/applications-table.tsx';
import { CampaignsPanel } from '#web/features/admin/messages/campaigns-panel.tsx';
import { ContactMessages } from '#web/features/admin/messages/contact-messages.tsx';
import { StatsCards } from '#web/features/admin/applications/stats-cards.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/dashboard'], '/admin/dashboard');

export default function AdminDashboard() {
  return (
    <AdminShell title="Dashboard">
      <div className="space-y-6">
        <StatsCards />
        <ApplicationsTable />
        <CampaignsPanel />
        <ContactMessages />
      </div>
    </AdminShell>
  );
}
