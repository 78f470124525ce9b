import { data, Form, useActionData } from 'react-router';
import { ExchangeTable } from '#web/features/lender-portal/exchange-table.tsx';
import { portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-exchanges';

export const meta = () => portalMeta('Exchange log', '/lenders/exchanges');

export const loader = ({ context }: Route.LoaderArgs) => portalRead(context, (portal) => portal.exchanges());

/** A test lead to the lender's endpoint: logged below, never billed. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await portalTry(context, (portal) => portal.sendTestLead());
  if (answer.ok) return data({ sent: answer.value.reference, problem: null });
  return data({ sent: null, problem: answer.problem }, { status: answer.status });
}

export default function LendersExchanges({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  return (
    <PortalPage title="Exchange log">
      <p className="mt-4 max-w-2xl text-slate-700">
        Each call we made to you, newest first: the ping of a lead and, when we sent you the full lead, its post, each
        with when we sent it, how long you took, the HTTP status and what you answered. The calls of test leads are
        listed on their own, below the live ones, and are never billed.
      </p>
      <Form method="post" className="mt-4">
        <button type="submit" className={BUTTON}>
          Send a test lead
        </button>
      </Form>
      {state?.sent ? (
        <Notice kind="success">Test lead {state.sent} sent: its calls are at the top of the test calls.</Notice>
      ) : null}
      {state?.problem ? <Notice kind="error">{state.problem}</Notice> : null}
      <h2 className="mt-8 text-lg font-semibold">Live leads</h2>
      <ExchangeTable caption="Exchange log" exchanges={loaderData.exchanges} />
      <h2 className="mt-8 text-lg font-semibold">Test leads</h2>
      <ExchangeTable caption="Test calls" exchanges={loaderData.tests} />
    </PortalPage>
  );
}
