import { stringify } from 'csv-stringify/sync';
import { londonTime } from '#shared/london-time.ts';
import type { Statement } from '#server/modules/lenders/ledger/index.ts';

/** `Accept: text/csv` (alone or preferred to JSON) asks for the CSV. */
export const wantsCsv = (accept: string | undefined): boolean =>
  !!accept && /\btext\/csv\b/.test(accept) && !/^\s*application\/json/.test(accept);

/**
 * The CSV columns (issue 42 item 12): money in integer pence like the JSON, and the header says
 * so; the time of sale in London time with its zone, as every screen shows it.
 */
export const STATEMENT_CSV_COLUMNS = [
  'reference',
  'sold (London time)',
  'price (pence)',
  'return status',
  'credit (pence)',
] as const;

/** A statement's lines as CSV, with a header row. */
export const statementCsv = (statement: Statement): string =>
  stringify(
    statement.lines.map((l) => [
      l.reference,
      londonTime(l.soldAt),
      l.price,
      l.returnStatus?.replaceAll('_', ' ') ?? '',
      l.credit,
    ]),
    { header: true, columns: [...STATEMENT_CSV_COLUMNS], record_delimiter: 'windows' },
  );
