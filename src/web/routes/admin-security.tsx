import { adminMeta } from '#web/features/admin/ui/admin-meta.ts';
import { AdminShell } from '#web/features/admin/ui/admin-shell.tsx';
import { TotpSetup } from '#web/features/admin/auth/totp-setup.tsx';
import { AddAdmin } from '#web/features/admin/users/add-admin.tsx';
import { ADMIN_TITLES } from '#shared/spa-titles.ts';
import { AdminUsers } from '#web/features/admin/users/admin-users.tsx';
import { ChangePassword } from '#web/features/admin/auth/change-password.tsx';
import { ReauthProvider } from '#web/features/admin/auth/reauth.tsx';

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
