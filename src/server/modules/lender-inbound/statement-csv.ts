import { stringify } from 'csv-stringify/sync';
import type { Statement } from './statement.ts';

/** `Accept: text/csv` (alone or preferred to JSON) asks for the CSV. */
export const wantsCsv = (accept: string | undefined): boolean =>
  !!accept && /\btext\/csv\b/.test(accept) && !/^\s*application\/json/.test(accept);

/** A statement's lines as CSV (pence, like the JSON), with a header row. */
export const statementCsv = (statement: Statement): string =>
  stringify(
    statement.lines.map((l) => [l.reference, l.soldAt, l.price, l.returnStatus ?? '', l.credit]),
    { header: true, columns: ['reference', 'soldAt', 'price', 'returnStatus', 'credit'], record_delimiter: 'windows' },
  );
