import { ReauthProvider } from '#web/features/admin/auth/reauth.tsx';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { AddLenderUser } from './add-lender-user.tsx';
import { useLenderUsers } from './lender-users-api.ts';
import { LenderUsersTable } from './lender-users-table.tsx';

/**
 * "Portal users" on a lender's page (issue 28, decision 099): who of the lender's staff can sign
 * in to the lender portal, with disable/enable and reset, and a form to add one. It brings its own
 * "Confirm it's you" form for the actions the server asks a recent re-authentication for.
 */
export function LenderUsersPanel({ lenderId }: { lenderId: string }) {
  const users = useLenderUsers(lenderId);
  return (
    <Panel title="Portal users">
      <ReauthProvider>
        <p className="mb-3 text-sm text-slate-700">
          The lender&apos;s staff who sign in to the lender portal, with a password and an authenticator app.
        </p>
        {users.isPending ? (
          <Loading what="the portal users" />
        ) : users.isError ? (
          <LoadError what="the portal users" />
        ) : users.data.users.length === 0 ? (
          <p className="text-sm">No portal users yet.</p>
        ) : (
          <LenderUsersTable lenderId={lenderId} users={users.data.users} />
        )}
        <div className="mt-6">
          <AddLenderUser lenderId={lenderId} />
        </div>
      </ReauthProvider>
    </Panel>
  );
}
