import { data, Form, useActionData } from 'react-router';
import { LENDER_ROLES, portalAddUserBody } from '#shared/lender-portal/portal-schemas.ts';
import { when } from '#web/features/lender-portal/format.ts';
import { checked, field, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, DataTable, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-users';

export const meta = () => portalMeta('Users', '/lenders/users');

/** The lender's portal users, for its admins; anyone else is told it is not theirs to see (403). */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await portalTry(context, (portal) => portal.users());
  if (answer.ok) return { users: answer.value.users, problem: null };
  if (answer.status === 403) return data({ users: [], problem: answer.problem }, { status: 403 });
  throw new Response(answer.problem, { status: answer.status });
}

type UsersState =
  | { added: { email: string; oneTimePassword: string; expiresAt: string }; problem: null; done: null }
  | { added: null; problem: string; done: null }
  | { added: null; problem: null; done: string };

/** `add`: a new user with a one-time password shown once; `disable` / `enable` one of the lender's users. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  if (intent === 'add') {
    const body = checked(portalAddUserBody, { email: field(form, 'email'), role: field(form, 'role') || 'user' });
    const answer = body.ok ? await portalTry(context, (portal) => portal.addUser(body.value)) : body;
    if (answer.ok) return data<UsersState>({ added: answer.value, problem: null, done: null });
    return data<UsersState>({ added: null, problem: answer.problem, done: null }, { status: answer.status });
  }
  const disabled = intent === 'disable';
  const answer = await portalTry(context, (portal) => portal.setUserDisabled(field(form, 'userId'), disabled));
  if (answer.ok)
    return data<UsersState>({ added: null, problem: null, done: disabled ? 'User disabled.' : 'User enabled.' });
  return data<UsersState>({ added: null, problem: answer.problem, done: null }, { status: answer.status });
}

export default function LendersUsers({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  if (loaderData.problem)
    return (
      <PortalPage title="Users">
        <Notice kind="error">{loaderData.problem}</Notice>
      </PortalPage>
    );
  return (
    <PortalPage title="Users">
      <p className="mt-4 max-w-2xl text-slate-700">
        Your organisation&rsquo;s portal users. A new user signs in with the one-time password shown here (once, for 24
        hours), chooses their own and sets up an authenticator. Admins also manage users and the shared secret.
      </p>
      {state?.added ? (
        <Notice kind="success">
          <p>
            {state.added.email} added. Their one-time password (copy it now: it is not shown again), valid until{' '}
            {when(state.added.expiresAt)}:
          </p>
          <code data-testid="one-time-password" className="mt-2 block break-all font-mono text-base">
            {state.added.oneTimePassword}
          </code>
        </Notice>
      ) : null}
      {state?.done ? <Notice kind="success">{state.done}</Notice> : null}
      {state?.problem ? <Notice kind="error">{state.problem}</Notice> : null}
      <DataTable caption="Portal users" head={['Email', 'Role', 'Authenticator', 'Last sign-in', 'Access']}>
        {loaderData.users.map((user) => (
          <tr key={user.id}>
            <td className="px-3 py-2 break-all">{user.email}</td>
            <td className="px-3 py-2">{user.role}</td>
            <td className="px-3 py-2">{user.totpEnrolled ? 'set up' : 'not yet'}</td>
            <td className="px-3 py-2">{user.lastSignInAt ? when(user.lastSignInAt) : '—'}</td>
            <td className="px-3 py-2">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="userId" value={user.id} />
                <span>{user.disabled ? 'disabled' : 'active'}</span>
                <button
                  type="submit"
                  name="intent"
                  value={user.disabled ? 'enable' : 'disable'}
                  className="font-semibold text-brand-700 underline"
                  aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                >
                  {user.disabled ? 'Enable' : 'Disable'}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </DataTable>
      <h2 className="mt-8 text-lg font-semibold">Add a user</h2>
      <Form method="post" className="mt-4 max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="intent" value="add" />
        <div>
          <label htmlFor="email" className={LABEL}>
            Email
          </label>
          <input id="email" name="email" type="email" required autoComplete="off" className={INPUT} />
        </div>
        <div>
          <label htmlFor="role" className={LABEL}>
            Role
          </label>
          <select id="role" name="role" defaultValue="user" className={INPUT}>
            {LENDER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role === 'admin' ? 'Admin (also manages users and the secret)' : 'User (works the leads)'}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={BUTTON}>
          Add the user
        </button>
      </Form>
    </PortalPage>
  );
}
