import { addDays } from '#shared/london-day.ts';
import {
  EXCHANGES_PER_PAGE,
  portalExchangeFilter,
  type PortalExchangeFilter,
  type PortalExchanges,
} from '#shared/lender-portal/portal-schemas.ts';
import type { Deps, Filter } from './exchange-call.ts';
import { liveCalls } from './exchange-live-calls.ts';
import { testCalls } from './exchange-test-calls.ts';
import { CSV_ROWS, londonRange, pageOf, type Range } from './list-range.ts';

// The lender's exchange log (issue 28): each call the broker made to the lender, the ping and the
// post of a lead as two rows, each with its own time, latency, HTTP status and answer; filtered and
// paged as the leads list is, and as CSV (issue 43.1). Only the lender's own rows are read (decision
// 080), and nothing of the applicant. A call as shown is in exchange-call.ts (a lead's page shows
// its calls so too); the reads in exchange-live-calls.ts and exchange-test-calls.ts.

// A lead's page shows its calls as the log does, and the CSV reads them as it does.
export { liveExchanges, type Deps } from './exchange-call.ts';

/** The London days asked for: the last 30 days (today and the 29 before) by default. */
const rangeOf = (filter: Filter, now: Date): Range => londonRange(filter, now, (today) => addDays(today, -29));

/** Where a filter's calls are read from: the live leads' or the test leads'. */
const callsOf = (filter: Filter) => (filter.kind === 'test' ? testCalls : liveCalls);

/** Every call the filter finds (up to CSV_ROWS), newest first, with the filter and the days read. */
export async function allExchangesOf(deps: Deps, lenderId: string, input: PortalExchangeFilter, now: Date) {
  const filter = portalExchangeFilter.parse({ ...input, page: 1 });
  const range = rangeOf(filter, now);
  const { exchanges } = await callsOf(filter)(deps, { lenderId, filter, range, limit: CSV_ROWS, offset: 0 });
  return { filter, range, exchanges };
}

/**
 * One page of the lender's exchange log as filtered, newest first: each ping and post of the leads
 * it was sent (from the panel's audit rows), or each call of the test leads it sent itself, apart.
 */
export async function exchangesOf(
  deps: Deps,
  lenderId: string,
  input: PortalExchangeFilter,
  now: Date,
): Promise<PortalExchanges> {
  const filter = portalExchangeFilter.parse(input);
  const range = rangeOf(filter, now);
  const offset = (filter.page - 1) * EXCHANGES_PER_PAGE;
  const asked = { lenderId, filter, range, limit: EXCHANGES_PER_PAGE, offset };
  const { total, exchanges } = await callsOf(filter)(deps, asked);
  const shown = { stage: filter.stage ?? null, status: filter.status ?? null };
  return { ...pageOf(range, filter, total, EXCHANGES_PER_PAGE), ...shown, exchanges };
}
