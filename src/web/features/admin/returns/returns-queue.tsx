import { useState } from 'react';
import { type ReturnItem, type ReturnReason } from '#shared/admin/returns-schemas.ts';
import { EmptyState, Pager } from '#web/features/admin/ui/pager.tsx';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { money, when } from '#web/features/admin/ui/format.ts';
import { ReturnDecisionForm } from './return-decision-form.tsx';
import { useReturns, type ReturnsFilter } from './returns-api.ts';

export const REASON_LABELS: Record<ReturnReason, string> = {
  invalid_contact: 'Invalid contact details',
  duplicate: 'Duplicate lead',
  fraud: 'Fraud',
  underage: 'Under age',
  not_uk_resident: 'Not a UK resident',
  test_lead: 'Test lead',
  other: 'Other',
};
const FILTERS: [ReturnsFilter, string][] = [
  ['under_review', 'Under review'],
  ['accepted', 'Accepted'],
  ['rejected', 'Rejected'],
  ['all', 'All'],
];
const STATUS_TEXT = { accepted: 'Accepted', rejected: 'Rejected', under_review: 'Under review' } as const;
const STATUS_STYLE = {
  accepted: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-rose-100 text-rose-900',
  under_review: 'bg-amber-100 text-amber-950',
} as const;
const reasonText = (reason: string) => REASON_LABELS[reason as ReturnReason] ?? reason;

function Decided({ item }: { item: ReturnItem }) {
  const who = item.decidedBy ?? 'within the lender’s cap (automatic)';
  return (
    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
      <span className="font-medium">
        {STATUS_TEXT[item.status]} by {who}, {when(item.decidedAt ?? item.requestedAt)}
        {item.status === 'accepted' ? ` · ${money(item.creditPence / 100)} credited` : ''}
        {item.decisionNote ? ': ' : ''}
      </span>
      {item.decisionNote}
    </p>
  );
}

function ReturnCard({ item }: { item: ReturnItem }) {
  return (
    <li className="py-4" data-testid="return-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {item.lenderName} · {reasonText(item.reason)}
        </h3>
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[item.status]}`}>
          {STATUS_TEXT[item.status]}
        </span>
      </div>
      <dl className="mt-1 grid grid-cols-1 gap-x-4 text-sm text-slate-700 sm:grid-cols-3">
        <div className="min-w-0">
          <dt className="inline font-medium">Reference: </dt>
          <dd className="inline break-all font-mono text-xs">{item.reference}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Filed: </dt>
          <dd className="inline">{when(item.requestedAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Lead price: </dt>
          <dd className="inline">
            {money(item.pricePence / 100)} (sold {item.saleMonth})
          </dd>
        </div>
      </dl>
      {item.note ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
          <span className="font-medium">Lender’s note: </span>
          {item.note}
        </p>
      ) : null}
      {item.status === 'under_review' ? <ReturnDecisionForm item={item} /> : <Decided item={item} />}
    </li>
  );
}

/** Lenders' returns: those waiting for a decision first (oldest first), and the decided ones. */
export function ReturnsQueue() {
  const [status, setStatus] = useState<ReturnsFilter>('under_review');
  const [page, setPage] = useState(1);
  const returns = useReturns(status, page);
  const data = returns.data;
  const filter = (
    <div className="flex flex-wrap gap-1" role="group" aria-label="Show returns">
      {FILTERS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={status === value}
          onClick={() => {
            setStatus(value);
            setPage(1);
          }}
          className={`rounded border px-3 py-1 text-sm ${
            status === value ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
  return (
    <Panel title="Lead returns" actions={filter}>
      {returns.isPending ? (
        <Loading what="returns" />
      ) : returns.isError ? (
        <LoadError what="returns" />
      ) : data!.items.length === 0 ? (
        <EmptyState>{status === 'under_review' ? 'No returns waiting for a decision.' : 'No returns here.'}</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {data!.items.map((item) => (
              <ReturnCard key={item.id} item={item} />
            ))}
          </ul>
          <Pager label={['return', 'returns']} paging={data!.paging} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}
