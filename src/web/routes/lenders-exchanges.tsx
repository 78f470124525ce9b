import { data, Form, Link, useActionData } from 'react-router';
import { EXCHANGE_ANSWERS, EXCHANGE_STAGES, portalExchangeFilter } from '#shared/lender-portal/portal-schemas.ts';
import { ExchangeTable } from '#web/features/lender-portal/exchange-table.tsx';
import { askedOf, ChoiceField, FilterForm, LINK, Pager, queryOf } from '#web/features/lender-portal/list-filter.tsx';
import { checked, portalRead, portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-exchanges';

export const meta = () => portalMeta('Exchange log', '/lenders/exchanges');

const FIELDS = ['from', 'to', 'stage', 'status', 'kind', 'q', 'page'] as const;

/**
 * The calls we made to the lender (issue 43.1), filtered as its leads are: London dates (the last
 * 30 days by default), ping or post, the answer, live or test, the start of a reference, 50 a page,
 * and the same as CSV. A filter that cannot be read is said, and the defaults shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filter = checked(portalExchangeFilter, askedOf(request.url, FIELDS));
  const asked = filter.ok ? await portalTry(context, (portal) => portal.exchanges(filter.value)) : filter;
  if (asked.ok) return { log: asked.value, problem: null };
  return { log: await portalRead(context, (portal) => portal.exchanges()), problem: asked.problem };
}

/** A test lead to the lender's endpoint: logged with the test calls, never billed. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await portalTry(context, (portal) => portal.sendTestLead());
  if (answer.ok) return data({ sent: answer.value.reference, problem: null });
  return data({ sent: null, problem: answer.problem }, { status: answer.status });
}

export default function LendersExchanges({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  const { log, problem } = loaderData;
  const range = `${log.from} to ${log.to}`;
  const filter = { from: log.from, to: log.to, stage: log.stage, status: log.status, kind: log.kind, q: log.q };
  const calls = `${log.kind} call${log.total === 1 ? '' : 's'}`;
  return (
    <PortalPage title="Exchange log">
      <p className="mt-4 max-w-2xl text-slate-700">
        Each call we made to you, newest first: the ping of a lead and, when we sent you the full lead, its post, each
        with when we sent it, how long you took, the HTTP status and what you answered. Open a call&apos;s request and
        answer to read the JSON we sent you and the body you answered, as they went. The calls of test leads are listed
        on their own (choose test calls) and are never billed.
      </p>
      <Form method="post" className="mt-4">
        <button type="submit" className={BUTTON}>
          Send a test lead
        </button>
      </Form>
      {state?.sent ? (
        <Notice kind="success">
          Test lead {state.sent} sent.{' '}
          <Link to={`?${queryOf({ kind: 'test', q: state.sent })}`} className={LINK}>
            Show its calls
          </Link>
        </Notice>
      ) : null}
      {state?.problem ? <Notice kind="error">{state.problem}</Notice> : null}
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <FilterForm list={log} what="calls" submit="Show" className="mt-6 lg:grid-cols-4">
        <ChoiceField name="stage" label="Call" value={log.stage} options={EXCHANGE_STAGES} any="Ping and post" />
        <ChoiceField name="status" label="Answer" value={log.status} options={EXCHANGE_ANSWERS} />
      </FilterForm>
      <p className="mt-4 text-slate-700" aria-live="polite">
        {log.total} {calls} from {range} (London dates), page {log.page} of {log.pageCount}.{' '}
        <a href={`/api/lender-portal/exchanges/csv?${queryOf(filter)}`} download className={LINK}>
          Download as CSV
        </a>
      </p>
      <ExchangeTable
        caption={`${log.kind === 'test' ? 'Test' : 'Live'} calls from ${range}`}
        exchanges={log.exchanges}
      />
      {log.exchanges.length === 0 ? <p className="mt-4 text-slate-600">No calls match.</p> : null}
      <Pager page={log.page} pageCount={log.pageCount} hrefOf={(page) => `?${queryOf(filter, page)}`} />
    </PortalPage>
  );
}
