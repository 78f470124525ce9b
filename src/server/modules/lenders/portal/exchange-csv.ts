import { spreadsheetCsv } from '#server/lib/csv.ts';
import { londonTimeToSecond } from '#shared/london-time.ts';
import type { PortalExchange, PortalExchangeFilter } from '#shared/lender-portal/portal-schemas.ts';
import { allExchangesOf, type Deps } from './exchange-log.ts';

// The exchange log as CSV (issue 43.1): the calls the screen's filter finds, with the table's
// columns, London times to the second, money in pence. Only the session's lender's calls. The
// bodies of each call are on the screen and in the JSON, not here: 10,000 of them would not be a
// sheet anyone reads.

export const EXCHANGE_CSV_COLUMNS = [
  'sent (London time)',
  'reference',
  'test',
  'call',
  'took (ms)',
  'HTTP status',
  'answer',
  'reason',
  'price (pence)',
] as const;

/** A value of a call as the table shows it: blank when absent, "not recorded" when it was not kept (issue 28). */
const shown = (value: string | number | null, call: PortalExchange) =>
  value === null ? (call.recorded ? '' : 'not recorded') : value;

/** Every call the filter finds (up to CSV_ROWS), newest first, as CSV with a header row. */
export async function exchangesCsv(deps: Deps, lenderId: string, input: PortalExchangeFilter, now: Date) {
  const { filter, range, exchanges } = await allExchangesOf(deps, lenderId, input, now);
  // A lender's reason is its own free text: spreadsheetCsv neutralises a cell a spreadsheet would run.
  const csv = spreadsheetCsv(
    EXCHANGE_CSV_COLUMNS,
    exchanges.map((call) => [
      shown(call.at && londonTimeToSecond(call.at), call),
      call.reference,
      call.test ? 'yes' : 'no',
      call.stage,
      shown(call.latencyMs, call),
      shown(call.httpStatus, call),
      shown(call.answer, call),
      call.reason ?? '',
      call.price ?? '',
    ]),
  );
  return { filename: `exchanges-${filter.kind}-${range.from}-to-${range.to}.csv`, csv };
}
