import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { adminAction, useAdminUsers } from '#web/features/admin/users/account-api.ts';
import { useCheckAuth } from '#web/features/admin/auth/auth-api.ts';
import { endpointKey, errorText } from '#web/features/admin/endpoint.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { useReauth } from '#web/features/admin/auth/reauth.tsx';

const LABELS = {
  disable: 'Disable',
  enable: 'Enable',
  'reset-totp': 'Reset two-factor',
  'unlock-totp': 'Unlock two-factor',
} as const;

/** Every admin account: two-factor state, disable/enable, unlock of locked codes, reset of a lost authenticator. */
export function AdminUsers() {
  const users = useAdminUsers();
  const me = useCheckAuth();
  const client = useQueryClient();
  const reauth = useReauth();

  async function act(id: string, email: string, action: keyof typeof LABELS) {
    try {
      await reauth(async () => {
        await adminAction(id, action);
        toast.success(`${LABELS[action]}: done`, { description: email });
        await client.invalidateQueries({ queryKey: endpointKey('/api/admin/users') });
      });
    } catch (error) {
      toast.error('Error', { description: errorText(error, 'Could not change the admin') });
    }
  }

  if (users.isPending) return <Loading what="the admins" />;
  if (users.isError) return <LoadError what="the admins" />;
  return (
    <Panel title="Admins">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th className="py-1">Email</th>
            <th>Two-factor</th>
            <th>Status</th>
            <th>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.data.admins.map((admin) => (
            <tr key={admin.id} className="border-t border-slate-200">
              <td className="py-2">{admin.email}</td>
              <td>{admin.totpLocked ? 'Locked (too many wrong codes)' : admin.totpEnabled ? 'On' : 'Not set up'}</td>
              <td>{admin.disabled ? 'Disabled' : 'Active'}</td>
              <td className="space-x-2 text-right">
                {admin.email === me.data?.email ? null : (
                  <>
                    <button
                      type="button"
                      className="underline"
                      aria-label={`${admin.disabled ? 'Enable' : 'Disable'} ${admin.email}`}
                      onClick={() => void act(admin.id, admin.email, admin.disabled ? 'enable' : 'disable')}
                    >
                      {admin.disabled ? 'Enable' : 'Disable'}
                    </button>
                    {admin.totpLocked ? (
                      <button
                        type="button"
                        className="underline"
                        aria-label={`Unlock two-factor of ${admin.email}`}
                        onClick={() => void act(admin.id, admin.email, 'unlock-totp')}
                      >
                        Unlock two-factor
                      </button>
                    ) : null}
                    {admin.totpEnabled ? (
                      <button
                        type="button"
                        className="underline"
                        aria-label={`Reset two-factor of ${admin.email}`}
                        onClick={() => void act(admin.id, admin.email, 'reset-totp')}
                      >
                        Reset two-factor
                      </button>
                    ) : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
