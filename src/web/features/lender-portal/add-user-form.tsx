import { zodResolver } from '@hookform/resolvers/zod';
import { Form } from 'react-router';
import { LENDER_ROLES, portalAddUserBody } from '#shared/lender-portal/portal-schemas.ts';
import type { FormProblem } from '#web/lib/forms/problems.ts';
import { useServerForm, type PostedForm } from '#web/lib/forms/use-server-form.ts';
import { BUTTON, INPUT, LABEL, Notice } from './portal-ui.tsx';

// The Users screen's "Add a user" (issue 43.1) on the one form pattern (decision 130): the action
// reads it with `readForm` and the shared `portalAddUserBody`, the browser checks it with the same
// schema once the script runs. The browser's own checks (a required email) come first, as before;
// the schema's words are said at the top of the screen, as the screen's other problems are, and the
// field is marked and described by them.

/** The add form's fields, in its order. */
export const ADD_USER_FIELDS = ['email', 'role'] as const;

const problemId = (name: string) => `add-user-${name}-problem`;

export function useAddUserForm(posted: PostedForm | undefined) {
  return useServerForm({
    resolver: zodResolver(portalAddUserBody),
    defaultValues: { email: '', role: 'user', ...posted?.values },
    posted,
    // Checked when Add is pressed (then as the field changes), not at each key.
    mode: 'onSubmit',
  });
}

/** The form's problems, said where the screen says its problems. */
export function AddUserProblems({ problems }: { problems: FormProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Notice kind="error">
      {problems.map((p) => (
        <span key={p.name} id={problemId(p.name)} className="block">
          {p.message}
        </span>
      ))}
    </Notice>
  );
}

export function AddUserForm({ add }: { add: ReturnType<typeof useAddUserForm> }) {
  const { register } = add.form;
  const invalid = (name: (typeof ADD_USER_FIELDS)[number]) =>
    add.errors[name]?.message ? { 'aria-invalid': true as const, 'aria-describedby': problemId(name) } : {};
  return (
    <Form
      method="post"
      onSubmit={add.onSubmit}
      className="mt-4 max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <input type="hidden" name="intent" value="add" />
      <div>
        <label htmlFor="email" className={LABEL}>
          Email
        </label>
        <input
          id="email"
          type="email"
          required
          autoComplete="off"
          className={INPUT}
          {...invalid('email')}
          {...register('email')}
        />
      </div>
      <div>
        <label htmlFor="role" className={LABEL}>
          Role
        </label>
        <select id="role" className={INPUT} {...invalid('role')} {...register('role')}>
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
  );
}
