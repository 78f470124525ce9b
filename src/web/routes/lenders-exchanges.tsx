import { data, Form, Link, useActionData } from 'react-router';
import { EXCHANGE_ANSWERS, EXCHANGE_STAGES, portalExchangeFilter } from '#shared/lender-portal/portal-schemas.ts';
import { ExchangeTable } from '#web/features/lender-portal/exchange-table.tsx';
import { ChoiceField, FilterForm, LINK, Pager, queryOf } from '#web/features/lender-portal/list-filter.tsx';
import { readListFilter } from '#web/features/lender-portal/list-filter.server.ts';
import { portalTry } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-exchanges';

export const meta = () => portalMeta('Exchange log', '/lenders/exchanges');

const FIELDS = ['from', 'to', 'stage', 'status', 'kind', 'q', 'page'] as const;

/**
 * The calls we made to the lender (issue 43.1), filtered as its leads are: London dates (the last
 * 30 days by default), ping or post, the answer, live or test, the start of a reference, 50 a page,
 * and the same as CSV. A refused filter (an end date before the start, or before the last 30 days'
 * start when no start is asked; a date or reference that cannot be read) is a refused form as in
 * Find leads (decision 130, a 400): what was asked again, each problem under its field and in the
 * summary above the form, and the last 30 days' calls below. With script or without.
 */
export async function loader(args: Route.LoaderArgs) {
  return readListFilter(args, {
    schema: portalExchangeFilter,
    fields: FIELDS,
    own: ['stage', 'status'],
    list: (portal, filter) => portal.exchanges(filter),
  });
}

/** A test lead to the lender's endpoint: logged with the test calls, never billed. */
export async function action({ context }: Route.ActionArgs) {
  const answer = await portalTry(context, (portal) => portal.sendTestLead());
  if (answer.ok) return data({ sent: answer.value.reference, problem: null });
  return data({ sent: null, problem: answer.problem }, { status: answer.status });
}

export default function LendersExchanges({ loaderData }: Route.ComponentProps) {
  const state = useActionData<typeof action>();
  const { list: log, shown, errors } = loaderData;
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
      <FilterForm read={loaderData} what="calls" submit="Show" className="mt-6 lg:grid-cols-4">
        <ChoiceField
          name="stage"
          label="Call"
          value={shown.stage}
          options={EXCHANGE_STAGES}
          any="Ping and post"
          errors={errors}
        />
        <ChoiceField name="status" label="Answer" value={shown.status} options={EXCHANGE_ANSWERS} errors={errors} />
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
