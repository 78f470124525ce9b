import { data, Form, useActionData } from 'react-router';
import { RETURN_REASONS } from '#shared/admin/returns-schemas.ts';
import { pounds, words } from '#web/features/lender-portal/format.ts';
import { portalReturnBody } from '#shared/lender-portal/portal-schemas.ts';
import { checked, field, portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-returns';

export const meta = () => portalMeta('File a return', '/lenders/returns');

/** A fresh form key (the same form posted twice files one return) and the reference from a lead's link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const key = await portalRead(context, async (portal) => portal.returnKey());
  return { key, reference: new URL(request.url).searchParams.get('reference') ?? '' };
}

type ReturnState =
  | { ok: true; status: string; credit: number; reference: string }
  | { ok: false; problem: string; reference: string; reason: string; note: string };

/** Filed through the same service and rules as POST /api/lenders/v1/returns. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const input = {
    reference: field(form, 'reference').toLowerCase(),
    reason: field(form, 'reason'),
    note: field(form, 'note'),
  };
  const body = checked(portalReturnBody, {
    reference: input.reference,
    reason: input.reason,
    ...(input.note ? { note: input.note } : {}),
    idempotencyKey: field(form, 'key'),
  });
  const answer = body.ok ? await portalTry(context, (portal) => portal.fileReturn(body.value)) : body;
  if (answer.ok)
    return data<ReturnState>({
      ok: true,
      status: answer.value.status,
      credit: answer.value.credit,
      reference: input.reference,
    });
  return data<ReturnState>({ ok: false, problem: answer.problem, ...input }, { status: answer.status });
}

export default function LendersReturns({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  const failed = state && !state.ok ? state : null;
  return (
    <PortalPage title="File a return">
      <p className="mt-4 max-w-2xl text-slate-700">
        Return a lead you bought, within your return window, with the reason. Within your monthly cap the price is
        credited at once; above it the return waits for our decision.
      </p>
      {state?.ok ? (
        <Notice kind="success">
          Return of {state.reference} {state.status === 'accepted' ? 'accepted' : words(state.status)}:{' '}
          {pounds(state.credit)} credited.
        </Notice>
      ) : null}
      {failed ? <Notice kind="error">{failed.problem}</Notice> : null}
      <Form method="post" className="mt-6 max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
        <input type="hidden" name="key" value={loaderData.key} />
        <div>
          <label htmlFor="reference" className={LABEL}>
            Lead reference
          </label>
          <input
            id="reference"
            name="reference"
            required
            defaultValue={failed?.reference ?? loaderData.reference}
            className={`${INPUT} font-mono`}
          />
        </div>
        <div>
          <label htmlFor="reason" className={LABEL}>
            Reason
          </label>
          <select id="reason" name="reason" required defaultValue={failed?.reason ?? ''} className={INPUT}>
            <option value="" disabled>
              Choose a reason
            </option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {words(reason)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="note" className={LABEL}>
            Note (optional)
          </label>
          <textarea id="note" name="note" maxLength={500} rows={3} defaultValue={failed?.note} className={INPUT} />
        </div>
        <button type="submit" className={BUTTON}>
          File the return
        </button>
      </Form>
    </PortalPage>
  );
}
