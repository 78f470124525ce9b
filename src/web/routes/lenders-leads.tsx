import { Form, Link } from 'react-router';
import { leadsCount, pounds, when, words } from '#web/features/lender-portal/format.ts';
import { portalRead } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { BUTTON, DataTable, INPUT, LABEL, PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-leads';

export const meta = () => portalMeta('Leads', '/lenders/leads');

/** The lender's leads of a month (this month by default): reference, date, price, outcome, return. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const month = new URL(request.url).searchParams.get('month');
  return portalRead(context, (portal) =>
    portal.leads(month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined),
  );
}

export default function LendersLeads({ loaderData }: Route.ComponentProps) {
  const { month, leads, totals } = loaderData;
  return (
    <PortalPage title="Leads">
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="month" className={LABEL}>
            Month
          </label>
          <input id="month" name="month" type="month" defaultValue={month} className={INPUT} />
        </div>
        <button type="submit" className={BUTTON}>
          Show
        </button>
      </Form>
      <p className="mt-4 text-slate-700">
        {leadsCount(totals.leads)} in {month}: {pounds(totals.gross)} gross, {pounds(totals.credits)} credited,{' '}
        {pounds(totals.net)} net.
      </p>
      <DataTable caption={`Leads bought in ${month}`} head={['Reference', 'Bought', 'Price', 'Outcome', 'Return']}>
        {leads.map((lead) => (
          <tr key={lead.reference}>
            <td className="px-3 py-2 font-mono text-xs">
              <Link to={`/lenders/leads/${lead.reference}`} className="text-brand-700 underline">
                {lead.reference}
              </Link>
            </td>
            <td className="px-3 py-2">{when(lead.soldAt)}</td>
            <td className="px-3 py-2">{pounds(lead.price)}</td>
            <td className="px-3 py-2">{words(lead.outcome)}</td>
            <td className="px-3 py-2">
              {lead.returnStatus ? `${words(lead.returnStatus)} (${pounds(lead.credit)})` : '—'}
            </td>
          </tr>
        ))}
      </DataTable>
      {leads.length === 0 ? <p className="mt-4 text-slate-600">No leads bought in {month}.</p> : null}
    </PortalPage>
  );
}
