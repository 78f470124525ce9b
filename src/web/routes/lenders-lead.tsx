import { Link } from 'react-router';
import type { PortalLeadDetail } from '#shared/lender-portal/portal-schemas.ts';
import { pounds, when, words } from '#web/features/lender-portal/format.ts';
import { portalRead } from '#web/features/lender-portal/portal-api.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-lead';

const LIST = 'mt-6 grid max-w-2xl gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr]';

export const meta = () => portalMeta('Lead', '/lenders/leads');

/** One lead the lender bought; any other reference is a 404 (the API's, passed on). */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  portalRead<PortalLeadDetail>(context, `/leads/${encodeURIComponent(params.reference)}`);

export function ErrorBoundary() {
  return (
    <PortalPage title="No such lead">
      <p className="mt-4 text-slate-700">No lead with this reference was sent to you.</p>
      <p className="mt-4">
        <Link to="/lenders/leads" className="font-semibold text-brand-700 underline">
          Back to your leads
        </Link>
      </p>
    </PortalPage>
  );
}

export default function LendersLead({ loaderData: lead }: Route.ComponentProps) {
  const rows: [string, string][] = [
    ['Reference', lead.reference],
    ['Bought', when(lead.soldAt)],
    ['Price', pounds(lead.price)],
    ['Outcome you reported', words(lead.outcome)],
    [
      'Return',
      lead.return
        ? `${words(lead.return.status)}: ${words(lead.return.reason)}, ${pounds(lead.return.credit)} credited`
        : '—',
    ],
  ];
  return (
    <PortalPage title="Lead">
      <dl className={LIST}>
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      {lead.return ? null : (
        <p className="mt-6">
          <Link to={`/lenders/returns?reference=${lead.reference}`} className="font-semibold text-brand-700 underline">
            Return this lead
          </Link>
        </p>
      )}
    </PortalPage>
  );
}
