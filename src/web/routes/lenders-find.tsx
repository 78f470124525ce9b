import { Link } from 'react-router';
import { LEAD_LIST_STATUSES, portalLeadFilter } from '#shared/lender-portal/portal-schemas.ts';
import { pounds, when, words } from '#web/features/lender-portal/format.ts';
import { ChoiceField, FilterForm, LINK, Pager, queryOf } from '#web/features/lender-portal/list-filter.tsx';
import { readListFilter } from '#web/features/lender-portal/list-filter.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { DataTable, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-find';

export const meta = () => portalMeta('Find leads', '/lenders/find');

const FIELDS = ['from', 'to', 'status', 'kind', 'q', 'page'] as const;

/**
 * Every lead the lender was sent in full (issue 43.1): sold, pending, declined after the post, or
 * returned; by London dates (this month so far by default), live or test, by the start of a reference,
 * 25 a page, and the same as CSV. A filter refused (by the shared schema, or by the service, which
 * knows the default dates: an end before this month's start) is answered as a refused form (decision
 * 130, a 400): what was asked again, each problem under its field and in the summary above, and the
 * list as by default. The same with script, whose navigation runs this loader too.
 */
export async function loader(args: Route.LoaderArgs) {
  return readListFilter(args, {
    schema: portalLeadFilter,
    fields: FIELDS,
    own: ['status'],
    list: (portal, filter) => portal.leadList(filter),
  });
}

export default function LendersFind({ loaderData }: Route.ComponentProps) {
  const { list, shown, errors } = loaderData;
  const range = `${list.from} to ${list.to}`;
  const filter = { from: list.from, to: list.to, kind: list.kind, status: list.status, q: list.q };
  const found = `${list.total} ${list.kind === 'test' ? 'test ' : ''}lead${list.total === 1 ? '' : 's'}`;
  return (
    <PortalPage title="Find leads">
      <FilterForm read={loaderData} what="leads" submit="Find" className="mt-4 lg:grid-cols-6">
        <ChoiceField name="status" label="Status" value={shown.status} options={LEAD_LIST_STATUSES} errors={errors} />
      </FilterForm>
      <p className="mt-4 text-slate-700" aria-live="polite">
        {found} from {range} (London dates).{' '}
        <a href={`/api/lender-portal/lead-list/csv?${queryOf(filter)}`} download className={LINK}>
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
      <Pager page={list.page} pageCount={list.pageCount} hrefOf={(page) => `?${queryOf(filter, page)}`} />
    </PortalPage>
  );
}
