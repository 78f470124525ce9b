import { data, Form, redirect, useActionData } from 'react-router';
import { portalLoginBody } from '#shared/lender-portal/portal-schemas.ts';
import { checked, ENROL_PATH, field, HOME_PATH, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-login';

export const meta = () => portalMeta('Sign in', '/lenders/login');

type LoginState = { email: string; problem: string; askNewPassword: boolean };

/** Password, then the authenticator's code; a one-time password is replaced by the user's own. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = field(form, 'email');
  const body = {
    email,
    password: String(form.get('password') ?? ''),
    ...(field(form, 'totp') ? { totp: field(form, 'totp') } : {}),
    ...(form.get('newPassword') ? { newPassword: String(form.get('newPassword')) } : {}),
  };
  const input = checked(portalLoginBody, body);
  const answer = input.ok ? await portalTry(context, (portal) => portal.login(input.value)) : input;
  if (answer.ok && answer.value.ok) return redirect(answer.value.me.mfaEnrolmentRequired ? ENROL_PATH : HOME_PATH, 303);
  const refused = answer.ok ? answer.value : null;
  const askNewPassword = Boolean(refused && 'passwordChangeRequired' in refused) || 'newPassword' in body;
  const problem = answer.ok ? (refused?.ok === false ? refused.message : '') : answer.problem;
  return data<LoginState>({ email, problem, askNewPassword }, { status: answer.ok ? 401 : answer.status });
}

export default function LendersLogin() {
  const state = useActionData<typeof action>();
  return (
    <PortalPage title="Sign in to the lender portal">
      {state ? <Notice kind="error">{state.problem}</Notice> : null}
      <Form method="post" className="mt-6 max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div>
          <label htmlFor="email" className={LABEL}>
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={state?.email}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="password" className={LABEL}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={INPUT}
          />
        </div>
        {state?.askNewPassword ? (
          <div>
            <label htmlFor="newPassword" className={LABEL}>
              Choose your own password (at least 12 characters)
            </label>
            <input
              id="newPassword"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              minLength={12}
              required
              className={INPUT}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor="totp" className={LABEL}>
            Authentication code
          </label>
          <p id="totp-hint" className="text-sm text-slate-600">
            The 6-digit code from your authenticator app, or a recovery code. Leave it empty before you have set one up.
          </p>
          <input
            id="totp"
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby="totp-hint"
            className={INPUT}
          />
        </div>
        <button type="submit" className={BUTTON}>
          Sign in
        </button>
      </Form>
    </PortalPage>
  );
}
