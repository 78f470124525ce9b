import { Readable } from 'node:stream';
import type { Database } from '#server/db/client.ts';
import { exportPage, type ApplicationFilter } from './admin-applications.repository.ts';

const DEFAULT_BATCH = 10_000;

export const EXPORT_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'apiStatus',
  'price',
  'firstName',
  'lastName',
  'email',
  'mobilePhone',
  'loanAmount',
  'loanTerm',
  'loanPurpose',
  'currentStep',
  'utmSource',
] as const;

/**
 * OWASP CSV injection: a cell a spreadsheet would read as a formula (= + - @, tab, CR) is prefixed
 * with a single quote so it shows as text.
 */
export function neutraliseCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a quote, comma, CR or LF is quoted, with quotes doubled. */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/**
 * Rows as CSV text with CRLF line ends. Written here rather than with csv-stringify: measured on
 * this machine csv-stringify formatted ~20,000 rows/s, this ~8 times faster (bench/admin.ts).
 */
export const csvLines = (rows: string[][]): string =>
  rows.map((cells) => `${cells.map(csvField).join(',')}\r\n`).join('');

/**
 * One CSV text chunk per keyset page (newest first). PostgreSQL formats the lines
 * (exportPage); the next page is requested while the current one is being sent, so the database
 * and the socket work at the same time. Memory stays at two pages whatever the size, and the
 * stream only pulls a page when the consumer has drained the previous one (backpressure).
 */
async function* exportChunks(
  db: Database,
  filter: ApplicationFilter,
  onCount: (n: number) => Promise<void> | void,
  batch: number,
) {
  // UTF-8 byte order mark, so spreadsheet apps read names like Zoë correctly.
  yield `\uFEFF${csvLines([[...EXPORT_COLUMNS]])}`;
  let count = 0;
  let next = exportPage(db, filter, EXPORT_COLUMNS, null, batch);
  for (;;) {
    const rows = await next;
    count += rows.length;
    const last = rows.at(-1);
    const more = last !== undefined && rows.length === batch;
    if (more) next = exportPage(db, filter, EXPORT_COLUMNS, { at: last.cursorAt, id: last.id }, batch);
    if (rows.length) yield rows.map((row) => row.line).join('');
    if (!more) break;
  }
  // Awaited before the stream ends, so the audit row is complete when the download is.
  await onCount(count);
}

/** The filtered applications as an RFC 4180 CSV stream (UTF-8 with BOM for spreadsheet apps). */
export function applicationsCsv(
  db: Database,
  filter: ApplicationFilter,
  onCount: (n: number) => Promise<void> | void,
  batch = DEFAULT_BATCH,
): Readable {
  return Readable.from(exportChunks(db, filter, onCount, batch), { objectMode: false });
}
