import { AppError } from '#server/lib/app-error.ts';
import { END_BEFORE_START } from '#shared/lender-portal/portal-schemas.ts';
import { addDays, londonDayOf, londonMidnight } from '#shared/london-day.ts';

// The London days a portal list is asked for (issue 43.1: the leads list and the exchange log),
// as days to show and the instants they run between.

export type Range = { from: string; to: string; start: Date; end: Date };

/** A CSV export's ceiling: a month of a busy lender's leads or calls, in one file. */
export const CSV_ROWS = 10_000;

/**
 * `from` to `to`, both included: `from` defaults to `defaultFrom` of today, `to` to today (or to
 * `from` when it is later than today); `to` before `from` is refused (a 400 about `to`, as the
 * shared filter's own check words it).
 */
export function londonRange(
  asked: { from?: string | undefined; to?: string | undefined },
  now: Date,
  defaultFrom: (today: string) => string,
): Range {
  const today = londonDayOf(now);
  const from = asked.from ?? defaultFrom(today);
  const to = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  // The schema refuses a `to` before an asked `from`; only here is the default `from` known.
  if (to < from)
    throw new AppError('BAD_REQUEST', END_BEFORE_START, { errors: [{ path: 'to', message: END_BEFORE_START }] });
  return { from, to, start: londonMidnight(from), end: londonMidnight(addDays(to, 1)) };
}

/** What a page of a filtered list says of itself: the days and the filter read, the page, how many pages and rows. */
export const pageOf = (
  range: Range,
  filter: { kind: 'live' | 'test'; q?: string | undefined; page: number },
  total: number,
  perPage: number,
) => ({
  from: range.from,
  to: range.to,
  kind: filter.kind,
  q: filter.q ?? '',
  page: filter.page,
  pageCount: Math.max(1, Math.ceil(total / perPage)),
  total,
});
