import { Link } from 'react-router';
import type { LenderItem } from '#shared/admin/lender-schemas.ts';
import { EmptyState } from '#web/features/admin/ui/pager.tsx';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { money } from '#web/features/admin/ui/format.ts';
import { useLenders } from './lender-settings-api.ts';

const capsText = (l: LenderItem) =>
  [
    l.dailyCap !== null ? `${l.dailyCap}/day` : null,
    l.weeklyCap !== null ? `${l.weeklyCap}/week` : null,
    l.monthlyCap !== null ? `${l.monthlyCap}/month` : null,
  ]
    .filter(Boolean)
    .join(', ') || 'No cap';

function State({ lender }: { lender: LenderItem }) {
  if (lender.paused) return <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-950">Paused</span>;
  if (!lender.hasSecret)
    return <span className="rounded bg-slate-200 px-2 py-0.5 text-xs text-slate-900">No shared secret yet</span>;
  return <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">Active</span>;
}

/** The panel's lenders as stored, tier by tier, each with a link to its editor. */
export function LendersList() {
  const lenders = useLenders();
  const add = (
    <Link to="/admin/lenders/new" className="rounded bg-brand-700 px-3 py-2 text-sm font-semibold text-white">
      Add a lender
    </Link>
  );
  return (
    <Panel title="Panel lenders" actions={add}>
      {lenders.isPending ? (
        <Loading what="lenders" />
      ) : lenders.isError ? (
        <LoadError what="lenders" />
      ) : lenders.data.lenders.length === 0 ? (
        <EmptyState>No lenders yet.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Lenders">
          {lenders.data.lenders.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link to={`/admin/lenders/${l.id}`} className="font-semibold text-brand-700 underline">
                  {l.name}
                </Link>{' '}
                <State lender={l} />
                <p className="text-sm text-slate-700">
                  Tier {l.tier} · {money(l.pricePence / 100)} a lead · {capsText(l)} ·{' '}
                  {l.schedule ? 'set hours' : 'any hour'}
                </p>
              </div>
              <span className="text-xs text-slate-600">
                {l.source === 'file' && !l.editedAt ? 'From the panel file' : `Edited by ${l.editedBy ?? 'an admin'}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
