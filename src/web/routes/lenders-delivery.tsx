import { data, Form, useActionData, useNavigation } from 'react-router';
import { deliveryBodyOf, deliveryFormOf, deliveryFormValues } from '#shared/lender-portal/delivery-form.ts';
import type { DeliveryFormValues } from '#shared/lender-portal/delivery-form.ts';
import { deliveryBody, deliveryPauseBody } from '#shared/lender-portal/delivery-schemas.ts';
import { when } from '#web/features/lender-portal/format.ts';
import { CapField, HoursFields } from '#web/features/lender-portal/delivery-fields.tsx';
import { checked, field, portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-delivery';

export const meta = () => portalMeta('Delivery', '/lenders/delivery');

export const loader = ({ context }: Route.LoaderArgs) => portalRead(context, (portal) => portal.delivery());

const CAPS = [
  ['dailyCap', 'Leads a day'],
  ['weeklyCap', 'Leads a week'],
  ['monthlyCap', 'Leads a month'],
] as const;

type DeliveryState =
  { ok: true; message: string } | { ok: false; problem: string; path?: string; values?: DeliveryFormValues };

const SAVED = {
  pause: 'Paused: we send you no leads until you resume.',
  resume: 'Resumed: we send you leads again, within your caps and hours.',
  limits: 'Saved: your caps and hours apply from the next lead.',
} as const;

/** Pause, resume, or caps and hours: each through the same services as /api/lender-portal/delivery. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, 'intent');
  const version = Number(field(form, 'version'));
  if (intent === 'pause' || intent === 'resume') {
    const body = checked(deliveryPauseBody, { version, paused: intent === 'pause' });
    const answer = body.ok ? await portalTry(context, (portal) => portal.pauseDelivery(body.value)) : body;
    if (answer.ok) return data<DeliveryState>({ ok: true, message: SAVED[intent] });
    return data<DeliveryState>({ ok: false, problem: answer.problem }, { status: answer.status });
  }
  const values = deliveryFormOf((name) => form.get(name) as string | null);
  const body = checked(deliveryBody, deliveryBodyOf(values, version));
  const answer = body.ok ? await portalTry(context, (portal) => portal.setDelivery(body.value)) : body;
  if (answer.ok) return data<DeliveryState>({ ok: true, message: SAVED.limits });
  const path = answer.path ? { path: answer.path } : {};
  return data<DeliveryState>({ ok: false, problem: answer.problem, ...path, values }, { status: answer.status });
}

export default function LendersDelivery({ loaderData: view }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  const failed = state && !state.ok ? state : null;
  const values = failed?.values ?? deliveryFormValues(view);
  const path = failed?.path;
  const sending = !view.paused && !view.pausedByBroker;
  // Until a change and the settings read after it are both in, a second change would carry the
  // version before it (and be refused as someone else's change): the buttons wait.
  const busy = useNavigation().state !== 'idle';
  return (
    <PortalPage title="Delivery">
      <p className="mt-4 max-w-2xl text-slate-700">
        When we send you leads, within what we agreed with you: pause and resume, caps up to our maximum, and hours
        within ours. Each change applies from the next lead and is shown to us.
      </p>
      {state?.ok ? <Notice kind="success">{state.message}</Notice> : null}
      {failed ? (
        <Notice kind="error">
          <span id="problem-message">{failed.problem}</span>
        </Notice>
      ) : null}

      <section
        aria-labelledby="status-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="status-heading" className="text-xl font-bold text-slate-900">
          {sending ? 'We are sending you leads' : 'We are not sending you leads'}
        </h2>
        <p className="mt-2 text-slate-700">
          {view.pausedByBroker
            ? 'We paused your leads. Please contact your account manager to resume them.'
            : view.paused
              ? 'You paused your leads.'
              : 'Within your caps and hours below.'}
          {view.updatedAt ? ` Last changed by ${view.updatedBy ?? 'a former user'} on ${when(view.updatedAt)}.` : ''}
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="version" value={view.version} />
          <button
            type="submit"
            name="intent"
            value={view.paused ? 'resume' : 'pause'}
            className={BUTTON}
            disabled={busy}
          >
            {view.paused ? 'Resume my leads' : 'Pause my leads'}
          </button>
        </Form>
      </section>

      <Form method="post" className="mt-6 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">Caps and hours</h2>
        <input type="hidden" name="version" value={view.version} />
        <div className="grid gap-4 sm:grid-cols-3">
          {CAPS.map(([name, label]) => (
            <CapField key={name} name={name} label={label} most={view.broker[name]} value={values[name]} path={path} />
          ))}
        </div>
        <HoursFields values={values} broker={view.broker.schedule} {...(path ? { path } : {})} />
        <button type="submit" name="intent" value="limits" className={BUTTON} disabled={busy}>
          Save caps and hours
        </button>
      </Form>
    </PortalPage>
  );
}
