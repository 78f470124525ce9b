import { Link } from 'react-router';
import { ExchangeTable } from '#web/features/lender-portal/exchange-table.tsx';
import { pounds, when, words } from '#web/features/lender-portal/format.ts';
import { SentLead } from '#web/features/lender-portal/sent-lead.tsx';
import { portalRead } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-lead';

const LIST = 'mt-6 grid max-w-2xl gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr]';

export const meta = () => portalMeta('Lead', '/lenders/leads');

/** One lead the lender was sent in full; any other reference is a 404 (the service's, passed on). */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  portalRead(context, (portal) => portal.lead(params.reference));

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
    ['Status', words(lead.status)],
    ['Sent', when(lead.sentAt)],
    ['Bought', lead.soldAt ? when(lead.soldAt) : '—'],
    ['Price', lead.price === null ? '—' : pounds(lead.price)],
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
      <h2 className="mt-8 text-lg font-semibold">Calls</h2>
      <ExchangeTable caption="Calls of this lead" exchanges={lead.calls} />
      <h2 className="mt-8 text-lg font-semibold">What we sent you</h2>
      <SentLead sent={lead.sent} />
      {lead.return || lead.status !== 'sold' ? null : (
        <p className="mt-6">
          <Link to={`/lenders/returns?reference=${lead.reference}`} className="font-semibold text-brand-700 underline">
            Return this lead
          </Link>
        </p>
      )}
    </PortalPage>
  );
}
