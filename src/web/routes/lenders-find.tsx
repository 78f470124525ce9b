import { Form, Link } from 'react-router';
import { LEAD_LIST_STATUSES, portalLeadFilter } from '#shared/lender-portal/portal-schemas.ts';
import { pounds, when, words } from '#web/features/lender-portal/format.ts';
import { checked, portalRead } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, DataTable, INPUT, LABEL, Notice, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-find';

export const meta = () => portalMeta('Find leads', '/lenders/find');

const FIELDS = ['from', 'to', 'status', 'kind', 'q', 'page'] as const;

/**
 * Every lead the lender was sent in full (issue 43.1): sold, pending, declined after the post, or
 * returned; by London dates (this month so far by default), live or test, by the start of a reference,
 * 25 a page, and the same as CSV. A filter the service cannot read is said, and the defaults shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const asked = Object.fromEntries(FIELDS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
  const filter = checked(portalLeadFilter, asked);
  const list = await portalRead(context, (portal) => portal.leadList(filter.ok ? filter.value : {}));
  return { list, problem: filter.ok ? null : filter.problem };
}

/** The same filter as a query string, on another page. */
function queryOf(list: Route.ComponentProps['loaderData']['list'], page?: number) {
  const query = new URLSearchParams({ from: list.from, to: list.to, kind: list.kind });
  if (list.status) query.set('status', list.status);
  if (list.q) query.set('q', list.q);
  if (page) query.set('page', String(page));
  return query.toString();
}

const LINK = 'font-semibold text-brand-700 underline';

export default function LendersFind({ loaderData }: Route.ComponentProps) {
  const { list, problem } = loaderData;
  const range = `${list.from} to ${list.to}`;
  return (
    <PortalPage title="Find leads">
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
        <div>
          <label htmlFor="from" className={LABEL}>
            From
          </label>
          <input id="from" name="from" type="date" defaultValue={list.from} className={INPUT} />
        </div>
        <div>
          <label htmlFor="to" className={LABEL}>
            To
          </label>
          <input id="to" name="to" type="date" defaultValue={list.to} className={INPUT} />
        </div>
        <div>
          <label htmlFor="status" className={LABEL}>
            Status
          </label>
          <select id="status" name="status" defaultValue={list.status ?? ''} className={INPUT}>
            <option value="">Any</option>
            {LEAD_LIST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {words(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="kind" className={LABEL}>
            Live or test
          </label>
          <select id="kind" name="kind" defaultValue={list.kind} className={INPUT}>
            <option value="live">Live leads</option>
            <option value="test">Test leads</option>
          </select>
        </div>
        <div>
          <label htmlFor="q" className={LABEL}>
            Reference starts with
          </label>
          <input id="q" name="q" defaultValue={list.q} className={`${INPUT} font-mono`} autoComplete="off" />
        </div>
        <button type="submit" className={BUTTON}>
          Find
        </button>
      </Form>
      <p className="mt-4 text-slate-700" aria-live="polite">
        {list.total} {list.kind === 'test' ? 'test ' : ''}lead{list.total === 1 ? '' : 's'} from {range}
        (London dates).{' '}
        <a href={`/api/lender-portal/lead-list/csv?${queryOf(list)}`} download className={LINK}>
          Download as CSV
        </a>
      </p>
      <DataTable
        caption={`Leads sent from ${range}`}
        head={['Reference', 'Sent', 'Status', 'Price', 'Outcome', 'Return']}
      >
        {list.leads.map((lead) => (
          <tr key={`${lead.test}-${lead.reference}`}>
            <td className="px-3 py-2 font-mono text-xs">
              {lead.test ? (
                <>
                  {lead.reference}
                  <span className="ml-2 rounded bg-amber-100 px-1 font-sans text-amber-900">test</span>
                </>
              ) : (
                <Link to={`/lenders/leads/${lead.reference}`} className="text-brand-700 underline">
                  {lead.reference}
                </Link>
              )}
            </td>
            <td className="px-3 py-2">{when(lead.at)}</td>
            <td className="px-3 py-2">{words(lead.status)}</td>
            <td className="px-3 py-2">{lead.price === null ? '—' : pounds(lead.price)}</td>
            <td className="px-3 py-2">{words(lead.outcome)}</td>
            <td className="px-3 py-2">
              {lead.returnStatus ? `${words(lead.returnStatus)} (${pounds(lead.credit)})` : '—'}
            </td>
          </tr>
        ))}
      </DataTable>
      {list.leads.length === 0 ? <p className="mt-4 text-slate-600">No leads match.</p> : null}
      {list.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-4">
          {list.page > 1 ? (
            <Link to={`?${queryOf(list, list.page - 1)}`} className={LINK}>
              Previous page
            </Link>
          ) : null}
          <span>
            Page {list.page} of {list.pageCount}
          </span>
          {list.page < list.pageCount ? (
            <Link to={`?${queryOf(list, list.page + 1)}`} className={LINK}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </PortalPage>
  );
}
