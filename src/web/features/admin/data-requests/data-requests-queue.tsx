import type { DataRequestItem, ErasureNoticeItem } from '#shared/admin/data-requests-schemas.ts';
import { LoadError, Loading, Panel } from '#web/features/admin/ui/admin-shell.tsx';
import { when } from '#web/features/admin/ui/format.ts';
import { useDataRequests } from './data-requests-api.ts';

const BADGE = 'inline-block rounded px-2 py-0.5 text-xs font-semibold';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const KIND = { access: 'Copy of data (Art. 15)', erasure: 'Erasure (Art. 17)' } as const;
const ORIGIN = {
  applicant: 'Asked by the applicant',
  'back-office': 'Erased in the back office',
  retention: 'Retention period ended',
} as const;
const STATUS = {
  'awaiting-code': 'Waiting for the applicant’s code',
  'telling-lenders': 'Erased; telling lenders',
  complete: 'Complete',
} as const;

/** The request's one-month clock. */
function Clock({ item }: { item: DataRequestItem }) {
  if (item.completedAt)
    return <span className={`${BADGE} bg-slate-100 text-slate-800`}>Completed {when(item.completedAt)}</span>;
  const days = item.daysLeft ?? 0;
  return item.overdue ? (
    <span className={`${BADGE} bg-rose-100 text-rose-900`}>
      Overdue by {plural(-days, 'day')} (was due {longDate(item.dueOn)})
    </span>
  ) : (
    <span className={`${BADGE} bg-amber-100 text-amber-900`}>
      Due {longDate(item.dueOn)} ({plural(days, 'day')} left)
    </span>
  );
}

function LenderRow({ notice }: { notice: ErasureNoticeItem }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-2 py-1 text-sm">
      <span className="font-medium text-slate-900">{notice.lenderName}</span>
      {notice.acknowledgedAt ? (
        <span className={`${BADGE} bg-emerald-100 text-emerald-900`}>Acknowledged {when(notice.acknowledgedAt)}</span>
      ) : (
        <span className={`${BADGE} bg-rose-100 text-rose-900`}>Not acknowledged yet</span>
      )}
      <span className="text-slate-600">
        {plural(notice.attempts, 'attempt')}
        {notice.lastAttemptAt ? `, last ${when(notice.lastAttemptAt)}` : ''}
        {notice.lastError && !notice.acknowledgedAt ? ` · last error: ${notice.lastError}` : ''}
      </span>
    </li>
  );
}

function RequestCard({ item }: { item: DataRequestItem }) {
  return (
    <li className={`py-4 ${item.overdue ? 'border-l-4 border-rose-600 pl-3' : ''}`} data-testid="data-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {item.reference} · {KIND[item.kind]}
        </h3>
        <span className="text-xs text-slate-600">Received {when(item.requestedAt)}</span>
      </div>
      <p className="mt-1 break-all text-sm text-slate-700">
        Application {item.applicationReference} · {ORIGIN[item.origin]}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Clock item={item} />
        <span className={`${BADGE} bg-slate-100 text-slate-800`}>{STATUS[item.status]}</span>
      </div>
      {item.kind === 'erasure' ? (
        item.lenders.length ? (
          <div className="mt-2">
            <p className="text-sm text-slate-700">Lenders that received the full application:</p>
            <ul>
              {item.lenders.map((n) => (
                <LenderRow key={n.lenderId} notice={n} />
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-700">No lender received the full application.</p>
        )
      ) : null}
    </li>
  );
}

/** Open requests, overdue first then by due date, then the latest completed ones. */
export function DataRequestsQueue() {
  const requests = useDataRequests();
  const data = requests.data;
  const title = data ? `Data requests (${data.open} open, ${data.overdue} overdue)` : 'Data requests';
  return (
    <Panel title={title}>
      <p className="mb-2 text-sm text-slate-700">
        Each request must be answered within one calendar month (UK GDPR Article 12(3)). An erasure stays open until
        every lender that received the full application has acknowledged it.
      </p>
      {requests.isPending ? (
        <Loading what="data requests" />
      ) : requests.isError ? (
        <LoadError what="data requests" />
      ) : data!.items.length === 0 ? (
        <p className="rounded border border-dashed border-slate-300 p-6 text-center text-slate-600">
          No data requests yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data!.items.map((item) => (
            <RequestCard key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
