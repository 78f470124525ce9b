import { pounds } from '#web/features/lender-portal/format.ts';
import { portalRead } from '#web/features/lender-portal/portal.server.ts';
import { portalMeta } from '#web/features/lender-portal/portal-meta.ts';
import { PortalPage } from '#web/features/lender-portal/portal-ui.tsx';
import type { Route } from './+types/lenders-dashboard';

export const meta = () => portalMeta('Dashboard', '/lenders/dashboard');

export const loader = ({ context }: Route.LoaderArgs) => portalRead(context, (portal) => portal.dashboard());

/** A share as a percentage to one decimal place, or a dash with nothing to divide by. */
const share = (part: number, whole: number): string =>
  whole === 0 ? '—' : `${(Math.round((part / whole) * 1000) / 10).toLocaleString('en-GB')}%`;

export default function LendersDashboard({ loaderData: d }: Route.ComponentProps) {
  const tiles: [string, string, string][] = [
    ['Leads', String(d.leads), 'posted to you in full'],
    ['Acceptance rate', share(d.accepted, d.pings), `${d.accepted} of ${d.pings} pings accepted`],
    ['Average price', d.averagePrice === null ? '—' : pounds(d.averagePrice), `of ${d.sold} leads bought`],
    ['Funded rate', share(d.funded, d.sold), `${d.funded} of ${d.sold} bought leads reported funded`],
    ['Returns', String(d.returns), `${pounds(d.credits)} credited`],
  ];
  return (
    <PortalPage title="Dashboard">
      <p className="mt-4 text-slate-700">This month so far ({d.month}, London time).</p>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(([term, value, detail]) => (
          <div key={term} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900">{value}</dd>
            <dd className="text-sm text-slate-600">{detail}</dd>
          </div>
        ))}
      </dl>
    </PortalPage>
  );
}
