import { data, Form, Link, useActionData } from 'react-router';
import { ENROL_PATH, LOGIN_PATH } from '#web/features/lender-portal/portal-paths.ts';
import { checked, portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { totpCodeBody } from '#shared/admin/account-schemas.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-enrol';

export const meta = () => portalMeta('Set up your authenticator', ENROL_PATH);

type Setup = { otpauthUrl: string; qrDataUrl: string; secret: string };
type EnrolState =
  | { step: 'setup'; setup: Setup }
  | { step: 'done'; recoveryCodes: string[] }
  | { step: 'problem'; problem: string; retry: 'setup' | 'confirm' };

/** Only a signed-in user who has not set up an authenticator gets here (sign-in first without a session). */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await portalRead(context, (portal) => portal.me());
  return { enrolled: !me.mfaEnrolmentRequired };
}

/** `setup`: a new secret with its QR code; `confirm`: the first code turns it on (recovery codes shown once). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'setup') {
    const answer = await portalTry(context, (portal) => portal.startTotpSetup());
    if (answer.ok) return data<EnrolState>({ step: 'setup', setup: answer.value });
    const again = 'Your sign-in is too old to set up an authenticator: sign in again.';
    return data<EnrolState>({
      step: 'problem',
      problem: answer.status === 403 ? again : answer.problem,
      retry: 'setup',
    });
  }
  const code = checked(totpCodeBody, { code: String(form.get('code') ?? '') });
  const answer = code.ok ? await portalTry(context, (portal) => portal.confirmTotp(code.value.code)) : code;
  if (answer.ok) return data<EnrolState>({ step: 'done', recoveryCodes: answer.value.recoveryCodes });
  return data<EnrolState>({ step: 'problem', problem: answer.problem, retry: 'confirm' }, { status: 400 });
}

function ConfirmForm() {
  return (
    <Form method="post" className="mt-6 max-w-md space-y-4">
      <input type="hidden" name="intent" value="confirm" />
      <div>
        <label htmlFor="code" className={LABEL}>
          Code from your app
        </label>
        <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" required className={INPUT} />
      </div>
      <button type="submit" className={BUTTON}>
        Turn on two-factor sign-in
      </button>
    </Form>
  );
}

export default function LendersEnrol({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  if (loaderData.enrolled && state?.step !== 'done')
    return (
      <PortalPage title="Two-factor sign-in is on">
        <p className="mt-4">
          <Link to="/lenders/leads" className="font-semibold text-brand-700 underline">
            Go to your leads
          </Link>
        </p>
      </PortalPage>
    );
  return (
    <PortalPage title="Set up your authenticator">
      <p className="mt-4 max-w-2xl text-slate-700">
        The portal needs a code from an authenticator app at every sign-in. Set one up now to continue.
      </p>
      {state?.step === 'problem' ? <Notice kind="error">{state.problem}</Notice> : null}
      {state?.step === 'done' ? (
        <>
          <Notice kind="success">Two-factor sign-in is on.</Notice>
          <h2 className="mt-6 text-lg font-semibold">Your recovery codes (shown once)</h2>
          <p className="text-slate-700">Each signs in once in place of a code. Keep them somewhere safe.</p>
          <ul aria-label="Recovery codes" className="mt-2 grid max-w-md grid-cols-2 gap-2 font-mono">
            {state.recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to="/lenders/leads" className="font-semibold text-brand-700 underline">
              Continue to your leads
            </Link>
          </p>
        </>
      ) : state?.step === 'setup' || (state?.step === 'problem' && state.retry === 'confirm') ? (
        <>
          {state.step === 'setup' ? (
            <div className="mt-6">
              <img
                src={state.setup.qrDataUrl}
                alt="QR code to scan with your authenticator app"
                width={240}
                height={240}
              />
              <p className="mt-2 text-slate-700">
                Or enter this key by hand:{' '}
                <code data-testid="totp-secret" className="break-all font-mono">
                  {state.setup.secret}
                </code>
              </p>
            </div>
          ) : null}
          <ConfirmForm />
        </>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="setup" />
          <button type="submit" className={BUTTON}>
            Set up an authenticator
          </button>
          <p className="mt-4 text-sm">
            <Link to={LOGIN_PATH} className="text-brand-700 underline">
              Sign in again
            </Link>
          </p>
        </Form>
      )}
    </PortalPage>
  );
}
