import { spreadsheetCsv } from '#server/lib/csv.ts';
import type { Database } from '#server/db/client.ts';
import { londonTime } from '#shared/london-time.ts';
import type { PortalLeadFilter } from '#shared/lender-portal/portal-schemas.ts';
import { allLeadsOf } from './lead-log.ts';

// The leads found as CSV (issue 43.1): the list's filter, its columns, London times, money in
// pence. Only the session's lender's leads. A test lead's answer is the lender's own text: a cell
// a spreadsheet would run as a formula is neutralised (spreadsheetCsv), as in the exchange log's.

export const LEAD_CSV_COLUMNS = [
  'reference',
  'sent (London time)',
  'test',
  'status',
  'price (pence)',
  'outcome',
  'return status',
  'credit (pence)',
] as const;

/** Every lead the filter finds (up to CSV_ROWS), as CSV with a header row: money in pence, London times. */
export async function leadListCsv(db: Database, lenderId: string, input: PortalLeadFilter, now: Date) {
  const { filter, range, leads } = await allLeadsOf(db, lenderId, input, now);
  const csv = spreadsheetCsv(
    LEAD_CSV_COLUMNS,
    leads.map((l) => [
      l.reference,
      londonTime(l.at),
      l.test ? 'yes' : 'no',
      l.status,
      l.price ?? '',
      l.outcome ?? '',
      l.returnStatus?.replaceAll('_', ' ') ?? '',
      l.credit,
    ]),
  );
  return { filename: `leads-${filter.kind}-${range.from}-to-${range.to}.csv`, csv };
}
