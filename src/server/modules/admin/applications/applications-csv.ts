import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, sql } from 'drizzle-orm';
import { LOAN_PURPOSES, labelOf } from '#shared/application/codes.ts';
import type { Database } from '#server/db/client.ts';
import { loanApplications as a } from '#server/db/schema/index.ts';
import { filterWhere, type ApplicationFilter, type SortOrder } from './admin-applications.repository.ts';

// The CSV export of the applications list: keyset pages read with Drizzle, each written by
// csv-stringify (RFC 4180 quoting, CRLF, UTF-8 BOM, formula cells neutralised).

/** What the export reads from its query: the list's filter and sort (not its page). */
export type ExportQuery = ApplicationFilter & { sort?: SortOrder | undefined };

/** Rows per page read (and per keyset step). */
export const EXPORT_BATCH = 10_000;
/** Rows per chunk written: a thousand rows (about 160 KB) per round trip to the compressor. */
const CHUNK_ROWS = 1_000;

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
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The last row of a page: the export goes on after it (keyset paging, constant memory). */
type ExportCursor = { at: string; id: string };

/** One page in the list's order, with each row's keyset cursor. */
async function exportPage(db: Database, query: ExportQuery, after: ExportCursor | null, limit: number) {
  const order = query.sort === 'asc' ? asc : desc;
  // The cursor keeps the timestamp as PostgreSQL text (UTC, microseconds: a JS Date drops them).
  const beyond = sql.raw(query.sort === 'asc' ? '>' : '<');
  const cursor = after
    ? sql`(${a.createdAt}, ${a.id}) ${beyond} ((${after.at}::timestamp at time zone 'UTC'), ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: a.id,
      createdAt: a.createdAt,
      status: a.status,
      apiStatus: a.apiStatus,
      price: a.price,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      mobilePhone: a.mobilePhone,
      loanAmount: a.loanAmount,
      loanTerm: a.loanTerm,
      loanPurpose: a.loanPurpose,
      currentStep: a.currentStep,
      utmSource: a.utmSource,
      cursorAt: sql<string>`(${a.createdAt} at time zone 'UTC')::text`,
    })
    .from(a)
    .where(and(filterWhere(query), cursor))
    .orderBy(order(a.createdAt), order(a.id))
    .limit(limit);
}

type ExportRow = Record<ExportColumn, unknown>;

/** A page of rows as CSV text (csv-stringify): the first page starts with the BOM and the header. */
const csvPage = (rows: ExportRow[], first: boolean): string =>
  stringify(rows, {
    header: first,
    bom: first,
    columns: [...EXPORT_COLUMNS],
    record_delimiter: 'windows',
    escape_formulas: true,
    cast: { date: (value) => value.toISOString() },
  });

type Page = Awaited<ReturnType<typeof exportPage>>;

/**
 * A page being read. Its failure is handled from the start and thrown where the page is awaited:
 * the page read ahead may fail while the stream waits on a slow client, or after the client has
 * gone, and a rejection nobody handles yet would take the process down (Node's default).
 */
function readPage(db: Database, query: ExportQuery, after: ExportCursor | null, limit: number): Promise<Page> {
  const page = exportPage(db, query, after, limit);
  page.catch(() => undefined);
  return page;
}

/**
 * The export's CSV a page at a time: code-table fields as their labels (the spec's tables). One
 * chunk per page, not one per row: the response's compression (zlib, on libuv's thread pool) then
 * makes a hundred round trips for a million rows instead of a million.
 */
async function* exportPages(
  db: Database,
  query: ExportQuery,
  onCount: (n: number) => Promise<void> | void,
  { batch, chunkRows }: { batch: number; chunkRows: number },
): AsyncGenerator<string> {
  let count = 0;
  // The next page is requested while the current one is written: database and socket overlap.
  let next: Promise<Page> | undefined = readPage(db, query, null, batch);
  try {
    while (next) {
      const rows: Page = await next;
      const last = rows.at(-1);
      next =
        last !== undefined && rows.length === batch
          ? readPage(db, query, { at: last.cursorAt, id: last.id }, batch)
          : undefined;
      const labelled = rows.map(({ cursorAt: _cursor, loanPurpose, ...row }) => ({
        ...row,
        loanPurpose: loanPurpose === null ? null : labelOf(LOAN_PURPOSES, loanPurpose),
      }));
      for (let i = 0; i < labelled.length || i === 0; i += chunkRows) {
        yield csvPage(labelled.slice(i, i + chunkRows), count === 0 && i === 0);
      }
      count += rows.length;
    }
  } finally {
    // Closed early (the stream destroyed: the client went away): the page read ahead is awaited,
    // so that its failure is the close's error, which the stream then emits.
    await next;
  }
  // Awaited before the stream ends, so the audit row is complete when the download is.
  await onCount(count);
}

/**
 * The generator as Readable.from drives it, except that closing it first waits for the step being
 * taken. A stream destroyed while the generator awaits a page (the client gone at a page boundary)
 * has the generator closed only after that await; if the page fails, the generator ends with an
 * error that Readable.from drops, the stream being destroyed already. Waited for here, that failure
 * is the close's error, as a failure of the page read ahead is in the generator's `finally`.
 */
function closedAfterItsStep<T>(steps: AsyncGenerator<T>): AsyncIterableIterator<T> {
  let step: Promise<unknown> = Promise.resolve();
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    next: () => {
      const taken = steps.next();
      step = taken;
      return taken;
    },
    return: async () => {
      await step;
      return steps.return(undefined);
    },
    throw: async (error: unknown) => {
      await step;
      return steps.throw(error);
    },
  };
}

/**
 * The filtered applications in the list's order (newest first unless `sort` is asc) as an
 * RFC 4180 CSV stream: header line, CRLF, a UTF-8 byte order mark (so spreadsheet apps read names
 * like Zoë), and cells a spreadsheet would run as a formula (= + - @ tab CR) prefixed with `'`.
 * The stream reads a page only when the consumer has drained the previous one (constant memory).
 * A page that fails, even after the stream was destroyed, is the error the stream emits.
 */
export function applicationsCsv(
  db: Database,
  query: ExportQuery,
  onCount: (n: number) => Promise<void> | void,
  batch = EXPORT_BATCH,
  chunkRows = CHUNK_ROWS,
): Readable {
  // A failed page ends the download with an error (the client sees a broken transfer, not a
  // short file that looks complete).
  const pages = exportPages(db, query, onCount, { batch, chunkRows });
  return Readable.from(closedAfterItsStep(pages), { objectMode: false });
}
