import { stringify } from 'csv-stringify/sync';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { addBusinessDays } from '#server/lib/uk-business-days.ts';
import { londonDayOf } from '#shared/london-day.ts';
import { SUMMARY_RESOLUTION_BUSINESS_DAYS } from '#shared/complaints.ts';
import { complaintsTouching } from './complaints.repository.ts';

// The counts of the half-yearly complaints return (DISP 1.10): complaints opened in the period,
// and those closed in it by how long they took, and how many were upheld.

export type Period = { from: string; to: string };

/** The last complete half-year (January-June or July-December) before `today`. */
export function lastHalfYear(today: string): Period {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) <= 6
    ? { from: `${year - 1}-07-01`, to: `${year - 1}-12-31` }
    : { from: `${year}-01-01`, to: `${year}-06-30` };
}

export const RETURN_COLUMNS = [
  'period_start',
  'period_end',
  'opened',
  'closed',
  'closed_within_3_business_days',
  'closed_after_3_business_days_within_8_weeks',
  'closed_after_8_weeks',
  'upheld',
  'open_at_period_end',
] as const;

export type ReturnCounts = Record<(typeof RETURN_COLUMNS)[number], string | number>;

export async function complaintsReturn(db: Database, period: Period): Promise<ReturnCounts> {
  if (period.from > period.to) throw new AppError('BAD_REQUEST', 'The period must start before it ends.');
  // London dates: a day's margin either side of UTC, then every row is judged by its London date.
  const rows = await complaintsTouching(
    db,
    new Date(Date.parse(`${period.from}T00:00:00Z`) - 86_400_000),
    new Date(Date.parse(`${period.to}T00:00:00Z`) + 2 * 86_400_000),
  );
  const inPeriod = (date: string) => date >= period.from && date <= period.to;
  const counts: ReturnCounts = {
    period_start: period.from,
    period_end: period.to,
    opened: 0,
    closed: 0,
    closed_within_3_business_days: 0,
    closed_after_3_business_days_within_8_weeks: 0,
    closed_after_8_weeks: 0,
    upheld: 0,
    open_at_period_end: 0,
  };
  const add = (key: keyof ReturnCounts) => void (counts[key] = Number(counts[key]) + 1);
  for (const row of rows) {
    const received = londonDayOf(row.receivedAt);
    const closed = row.closedAt ? londonDayOf(row.closedAt) : null;
    if (inPeriod(received)) add('opened');
    if (received <= period.to && (closed === null || closed > period.to)) add('open_at_period_end');
    if (closed === null || !inPeriod(closed)) continue;
    add('closed');
    if (row.upheld) add('upheld');
    if (closed <= addBusinessDays(received, SUMMARY_RESOLUTION_BUSINESS_DAYS)) add('closed_within_3_business_days');
    else if (closed <= row.finalResponseDue) add('closed_after_3_business_days_within_8_weeks');
    else add('closed_after_8_weeks');
  }
  return counts;
}

/** The return as CSV: a header line and one line of counts. */
export const returnCsv = (counts: ReturnCounts): string =>
  stringify([counts], { header: true, columns: [...RETURN_COLUMNS], record_delimiter: '\r\n' });
