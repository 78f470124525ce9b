import { data, Form, useActionData } from 'react-router';
import { when } from '#web/features/lender-portal/format.ts';
import { portalRotateBody } from '#shared/lender-portal/portal-schemas.ts';
import { checked, field, portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-secret';

export const meta = () => portalMeta('Shared secret', '/lenders/secret');

export const loader = ({ context }: Route.LoaderArgs) => portalRead(context, (portal) => portal.secretStatus());

/** A new shared secret, after a fresh code from the user's authenticator; shown this once. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const body = checked(portalRotateBody, { totp: field(form, 'totp') });
  const answer = body.ok ? await portalTry(context, (portal) => portal.rotateSecret(body.value.totp)) : body;
  if (answer.ok) return data({ rotated: answer.value, problem: null });
  return data({ rotated: null, problem: answer.problem }, { status: answer.status });
}

export default function LendersSecret({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  return (
    <PortalPage title="Shared secret">
      <p className="mt-4 max-w-2xl text-slate-700">
        The secret signs every call between us (docs: the lead protocol). A new one is shown once. For 24 hours after a
        change we accept your calls signed with the old or the new secret, and keep signing our calls to you with the
        old one; after that, only the new one is used both ways.
      </p>
      <p className="mt-4">
        {loaderData.rotatedAt ? `Last changed ${when(loaderData.rotatedAt)}.` : 'Not changed since onboarding.'}
        {loaderData.previousValidUntil
          ? ` The previous secret is accepted until ${when(loaderData.previousValidUntil)}.`
          : ''}
      </p>
      {state?.rotated ? (
        <Notice kind="success">
          <p>Your new shared secret (copy it now: it is not shown again):</p>
          <code data-testid="new-secret" className="mt-2 block break-all font-mono text-base">
            {state.rotated.secret}
          </code>
          <p className="mt-2">The old secret is accepted until {when(state.rotated.previousValidUntil)}.</p>
        </Notice>
      ) : null}
      {state?.problem ? <Notice kind="error">{state.problem}</Notice> : null}
      <Form method="post" className="mt-6 max-w-md space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <div>
          <label htmlFor="totp" className={LABEL}>
            Code from your authenticator app
          </label>
          <input id="totp" name="totp" inputMode="numeric" autoComplete="one-time-code" required className={INPUT} />
        </div>
        <button type="submit" className={BUTTON}>
          Generate a new secret
        </button>
      </Form>
    </PortalPage>
  );
}
