import type { ComplaintItem } from '#shared/admin/complaints-schemas.ts';

/** A London date (YYYY-MM-DD) as people read it. */
export const longDate = (isoDate: string): string =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const BADGE = 'inline-block rounded px-2 py-0.5 text-xs font-semibold';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The complaint's clocks: overdue, days to the final response, the summary resolution window. */
export function ComplaintClocks({ item }: { item: ComplaintItem }) {
  if (item.status === 'closed') {
    return (
      <span className={`${BADGE} bg-slate-100 text-slate-800`}>
        Closed ({item.resolution === 'summary' ? 'summary resolution' : 'final response'},{' '}
        {item.upheld ? 'upheld' : 'not upheld'}) after {plural(item.businessDaysOpen, 'business day')}
      </span>
    );
  }
  const days = item.daysToFinalResponse ?? 0;
  return (
    <span className="flex flex-wrap gap-2">
      {item.overdue ? (
        <span className={`${BADGE} bg-rose-100 text-rose-900`}>
          Overdue by {plural(-days, 'day')} (final response was due {longDate(item.finalResponseDue)})
        </span>
      ) : (
        <span className={`${BADGE} bg-amber-100 text-amber-900`}>
          Final response due {longDate(item.finalResponseDue)} ({plural(days, 'day')} left)
        </span>
      )}
      <span className={`${BADGE} bg-slate-100 text-slate-800`}>
        Open {plural(item.businessDaysOpen, 'business day')}
      </span>
      {item.summaryResolutionOpen ? (
        <span className={`${BADGE} bg-emerald-100 text-emerald-900`}>
          Summary resolution possible until end of {longDate(item.summaryDeadline)}
        </span>
      ) : null}
      {item.acknowledgedAt ? null : (
        <span className={`${BADGE} bg-rose-100 text-rose-900`}>Acknowledgement not sent</span>
      )}
    </span>
  );
}
