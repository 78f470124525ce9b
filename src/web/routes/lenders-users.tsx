import { data, Form, useActionData } from 'react-router';
import { portalAddUserBody } from '#shared/lender-portal/portal-schemas.ts';
import {
  ADD_USER_FIELDS,
  AddUserForm,
  AddUserProblems,
  useAddUserForm,
} from '#web/features/lender-portal/add-user-form.tsx';
import { when } from '#web/features/lender-portal/format.ts';
import { field, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { DataTable, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import { readForm } from '#web/lib/forms/read-form.ts';
import type { PostedForm } from '#web/lib/forms/use-server-form.ts';
import type { Route } from './+types/lenders-users';

export const meta = () => portalMeta('Users', '/lenders/users');

/** The lender's portal users, for its admins; anyone else is told it is not theirs to see (403). */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await portalTry(context, (portal) => portal.users());
  if (answer.ok) return { users: answer.value.users, problem: null };
  if (answer.status === 403) return data({ users: [], problem: answer.problem }, { status: 403 });
  throw new Response(answer.problem, { status: answer.status });
}

type UsersState = (
  | { added: { email: string; oneTimePassword: string; expiresAt: string }; problem: null; done: null }
  | { added: null; problem: string | null; done: null }
  | { added: null; problem: null; done: string }
) & {
  /** The add form, refused: what was posted and its fields' problems (decision 130). */
  posted?: PostedForm;
};

/** `add`: a new user with a one-time password shown once; `disable` / `enable` one of the lender's users. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  if (intent === 'add') {
    const read = await readForm(form, portalAddUserBody, { order: ADD_USER_FIELDS });
    const posted = { values: read.values, errors: read.ok ? [] : read.errors };
    if (!read.ok) return data<UsersState>({ added: null, problem: null, done: null, posted }, { status: 400 });
    const answer = await portalTry(context, (portal) => portal.addUser(read.data));
    if (answer.ok) return data<UsersState>({ added: answer.value, problem: null, done: null });
    return data<UsersState>({ added: null, problem: answer.problem, done: null, posted }, { status: answer.status });
  }
  const disabled = intent === 'disable';
  const answer = await portalTry(context, (portal) => portal.setUserDisabled(field(form, 'userId'), disabled));
  if (answer.ok)
    return data<UsersState>({ added: null, problem: null, done: disabled ? 'User disabled.' : 'User enabled.' });
  return data<UsersState>({ added: null, problem: answer.problem, done: null }, { status: answer.status });
}

export default function LendersUsers({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  const add = useAddUserForm(state?.posted);
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
      <AddUserProblems problems={add.problems} />
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
      <AddUserForm add={add} />
    </PortalPage>
  );
}
