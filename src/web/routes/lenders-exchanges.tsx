import { data, Form, useActionData } from 'react-router';
import type { PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { portalCall, portalRead, pounds, problemOf, when, words } from '#web/features/lender-portal/portal-api.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, DataTable, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-exchanges';

export const meta = () => portalMeta('Exchange log', '/lenders/exchanges');

export const loader = ({ context }: Route.LoaderArgs) => portalRead<PortalExchanges>(context, '/exchanges');

/** A test lead to the lender's endpoint: logged below, never billed. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await portalCall<{ reference: string }>(context, 'POST', '/test-lead');
  if (answer.status === 200) return data({ sent: answer.body.reference, problem: null });
  return data({ sent: null, problem: problemOf(answer) }, { status: answer.status });
}

export default function LendersExchanges({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  return (
    <PortalPage title="Exchange log">
      <p className="mt-4 max-w-2xl text-slate-700">
        Each lead we pinged and posted to you, newest first, with how long you took and what you answered. A test lead
        is marked as such and is never billed.
      </p>
      <Form method="post" className="mt-4">
        <button type="submit" className={BUTTON}>
          Send a test lead
        </button>
      </Form>
      {state?.sent ? (
        <Notice kind="success">Test lead {state.sent} sent: its calls are at the top of the log.</Notice>
      ) : null}
      {state?.problem ? <Notice kind="error">{state.problem}</Notice> : null}
      <DataTable caption="Exchange log" head={['Time (UTC)', 'Reference', 'Call', 'Took', 'HTTP', 'Answer', 'Price']}>
        {loaderData.exchanges.map((e) => (
          <tr key={`${e.reference}-${e.stage}-${e.at}`}>
            <td className="px-3 py-2">{when(e.at)}</td>
            <td className="px-3 py-2 font-mono text-xs">
              {e.reference}
              {e.test ? <span className="ml-2 rounded bg-amber-100 px-1 font-sans text-amber-900">test</span> : null}
            </td>
            <td className="px-3 py-2">{e.stage}</td>
            <td className="px-3 py-2">{e.latencyMs === null ? '—' : `${e.latencyMs} ms`}</td>
            <td className="px-3 py-2">{e.httpStatus ?? '—'}</td>
            <td className="px-3 py-2">
              {words(e.answer)}
              {e.reason ? <span className="block text-xs text-slate-600">{e.reason}</span> : null}
            </td>
            <td className="px-3 py-2">{e.price === null ? '—' : pounds(e.price)}</td>
          </tr>
        ))}
      </DataTable>
    </PortalPage>
  );
}
