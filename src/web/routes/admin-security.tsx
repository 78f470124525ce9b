import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { AdminShell } from '#web/features/admin/admin-shell.tsx';
import { TotpSetup } from '#web/features/admin/totp-setup.tsx';
import { AddAdmin } from '#web/features/admin/add-admin.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';
import { AdminUsers } from '#web/features/admin/admin-users.tsx';
import { ChangePassword } from '#web/features/admin/change-password.tsx';
import { ReauthProvider } from '#web/features/admin/reauth.tsx';

export const meta = () => adminMeta(ADMIN_TITLES['/admin/security'], '/admin/security');

export default function AdminSecurity() {
  return (
    <AdminShell title="Security">
      <ReauthProvider>
        <div className="space-y-6">
          <TotpSetup />
          <ChangePassword />
          <AdminUsers />
          <AddAdmin />
        </div>
      </ReauthProvider>
    </AdminShell>
  );
}
