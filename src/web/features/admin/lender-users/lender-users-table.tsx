import { useState } from 'react';
import { toast } from 'sonner';
import type { LenderUserSummary, ResetLenderUserResponse } from '#shared/admin/lender-users-schemas.ts';
import { useReauth } from '#web/features/admin/auth/reauth.tsx';
import { errorText } from '#web/features/admin/endpoint.ts';
import { when } from '#web/features/admin/ui/format.ts';
import { resetUser, setUserDisabled, useRefreshUsers } from './lender-users-api.ts';
import { OneTimePassword } from './one-time-password.tsx';

const ACTION = 'rounded border border-brand-700 px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50';

/**
 * The lender's portal users with disable/enable and reset. Enabling and resetting may ask the admin
 * to confirm it is them first (the server's re-authentication rule); a reset's new one-time
 * password is shown once, under the table.
 */
export function LenderUsersTable({ lenderId, users }: { lenderId: string; users: LenderUserSummary[] }) {
  const reauth = useReauth();
  const refresh = useRefreshUsers(lenderId);
  const [reset, setReset] = useState<ResetLenderUserResponse | null>(null);

  async function run(what: string, email: string, action: () => Promise<void>) {
    try {
      await reauth(async () => {
        await action();
        toast.success(what, { description: email });
        await refresh();
      });
    } catch (error) {
      toast.error('Not changed', { description: errorText(error, 'Could not change the user') });
    }
  }
  const toggle = (user: LenderUserSummary) =>
    run(user.disabled ? 'User enabled' : 'User disabled', user.email, async () => {
      await setUserDisabled(lenderId, user.id, !user.disabled);
    });
  const resetOne = (user: LenderUserSummary) =>
    run('User reset', user.email, async () => setReset(await resetUser(lenderId, user.id)));

  return (
    <>
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Portal users table">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Portal users of this lender</caption>
          <thead>
            <tr className="whitespace-nowrap">
              <th scope="col" className="py-1 pr-3">
                Email
              </th>
              <th scope="col" className="pr-3">
                Added
              </th>
              <th scope="col" className="pr-3">
                Two-factor
              </th>
              <th scope="col" className="pr-3">
                Last sign-in
              </th>
              <th scope="col" className="pr-3">
                Status
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-slate-200">
                <th scope="row" className="break-all py-2 pr-3 font-normal">
                  {user.email}
                </th>
                <td className="whitespace-nowrap pr-3">{when(user.createdAt)}</td>
                <td className="whitespace-nowrap pr-3">{user.totpEnrolled ? 'Set up' : 'Not set up'}</td>
                <td className="whitespace-nowrap pr-3">{user.lastSignInAt ? when(user.lastSignInAt) : 'Never'}</td>
                <td className="pr-3">{user.disabled ? 'Disabled' : 'Active'}</td>
                <td className="py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    <button type="button" className={ACTION} onClick={() => void toggle(user)}>
                      {user.disabled ? 'Enable' : 'Disable'} <span className="sr-only">{user.email}</span>
                    </button>
                    <button type="button" className={ACTION} onClick={() => void resetOne(user)}>
                      Reset <span className="sr-only">{user.email}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {reset ? (
        <OneTimePassword
          email={reset.email}
          password={reset.oneTimePassword}
          expiresAt={reset.expiresAt}
          what="reset"
        />
      ) : null}
    </>
  );
}
