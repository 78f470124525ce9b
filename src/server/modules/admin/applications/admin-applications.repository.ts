import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  applicationDailyCounts as counts,
  leadAttempts,
  loanApplications as a,
  sessionDailyCounts,
} from '#server/db/schema/index.ts';
import { ADMIN_PAGE_SIZE } from '#shared/admin/schemas.ts';

export type ApplicationFilter = { status: string; q?: string | undefined };

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterWhere(filter: ApplicationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(a.status, filter.status as typeof a.$inferSelect.status));
  const q = filter.q?.trim();
  if (q?.includes('@')) {
    // An email address: exact, case-insensitive, on the lower(email) index (fast at any size).
    conditions.push(eq(sql`lower(${a.email})`, q.toLowerCase()));
  } else if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const name = sql`(coalesce(${a.firstName}, '') || ' ' || coalesce(${a.lastName}, '')) ilike ${pattern}`;
    conditions.push(or(ilike(a.email, pattern), name) as SQL);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export const listColumns = {
  id: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  loanAmount: a.loanAmount,
  status: a.status,
  apiStatus: a.apiStatus,
  price: a.price,
  createdAt: a.createdAt,
};

/**
 * Exact number of applications matching the filter. Without a search it is read from the
 * trigger-maintained rollup (ADR 008: a few thousand rows instead of a million); a search counts
 * its matches (an email search uses the lower(email) index).
 */
async function countApplications(db: Database, filter: ApplicationFilter): Promise<number> {
  if (!filter.q?.trim()) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${counts.n}), 0)::int` })
      .from(counts)
      .where(
        filter.status === 'all' ? undefined : eq(counts.status, filter.status as typeof counts.$inferSelect.status),
      );
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/** The lender that bought the application or is reviewing it (at most one per application). */
// Written out in SQL: a correlated subquery must name the outer table's column in full.
const holdingLenderName = sql<
  string | null
>`(select la.lender_name from lead_attempts la where la.application_id = loan_applications.id and la.decision in ('sold', 'pending') order by la.id limit 1)`;

export async function listApplications(db: Database, filter: ApplicationFilter, page: number, sort: 'asc' | 'desc') {
  const where = filterWhere(filter);
  const order = sort === 'asc' ? [asc(a.createdAt), asc(a.id)] : [desc(a.createdAt), desc(a.id)];
  const [rows, total] = await Promise.all([
    db
      .select({ ...listColumns, lenderName: holdingLenderName })
      .from(a)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    countApplications(db, filter),
  ]);
  return { rows, total };
}

/** Count per status and revenue of sold applications, from the rollup (ADR 008): exact, O(days). */
export async function applicationStatusCounts(db: Database) {
  const rows = await db
    .select({
      status: counts.status,
      n: sql<number>`sum(${counts.n})::int`,
      priceSum: sql<string>`sum(${counts.priceSum})`,
    })
    .from(counts)
    .groupBy(counts.status)
    .having(sql`sum(${counts.n}) <> 0`);
  return rows.map((row) => ({ status: row.status, n: row.n, revenue: row.status === 'sold' ? row.priceSum : null }));
}

/** Every visitor session ever counted by the funnel (the session_daily_counts rollup, ADR 008). */
export async function totalSessionCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${sessionDailyCounts.sessions}), 0)::int` })
    .from(sessionDailyCounts);
  return Number(row?.n ?? 0);
}

/** Referrals by the gate per reason code (a partial index holds only the referred rows). */
export async function gateReferralCounts(db: Database): Promise<Record<string, number>> {
  const rows = await db
    .select({ reason: a.gateReason, n: sql<number>`count(*)::int` })
    .from(a)
    .where(isNotNull(a.gateReason))
    .groupBy(a.gateReason);
  return Object.fromEntries(rows.map((row) => [row.reason ?? '', Number(row.n)]));
}

export async function findApplication(db: Database, id: string) {
  const [row] = await db.select().from(a).where(eq(a.id, id)).limit(1);
  return row ?? null;
}

export async function findLeadAttempts(db: Database, applicationId: string) {
  return db
    .select()
    .from(leadAttempts)
    .where(eq(leadAttempts.applicationId, applicationId))
    .orderBy(asc(leadAttempts.attemptedAt), asc(leadAttempts.id));
}

/** One page of the export after a keyset cursor (newest first): constant memory for any size. */
export type ExportCursor = { at: string; id: string };

/**
 * One CSV cell built by PostgreSQL with the same rules as neutraliseCell + csvField in
 * admin-export.ts (formula prefix, then RFC 4180 quoting; NULL is empty). `value` is a column of
 * the inner query, so each value is computed once however often the rules mention it.
 */
function csvCell(value: SQL, quoteFree: boolean): SQL {
  // Plain string tests rather than regular expressions: this runs for every cell of a million rows.
  const text = sql`(case when left(${value}, 1) in ('=', '+', '-', '@', E'\\t', E'\\r') then '''' || ${value} else ${value} end)`;
  if (quoteFree) return sql`coalesce(${text}, '')`;
  const quote = sql`(strpos(${value}, '"') > 0 or strpos(${value}, ',') > 0 or strpos(${value}, E'\\n') > 0 or strpos(${value}, E'\\r') > 0)`;
  return sql`coalesce(case when ${quote} then '"' || replace(${text}, '"', '""') || '"' else ${text} end, '')`;
}

/**
 * Each export column as text exactly as JavaScript prints it (ISO dates; 10.5, not 10.50), and
 * whether it can never hold a quote, comma or line break (uuid, dates, numbers).
 */
const exportCells: Record<string, [SQL, boolean]> = {
  id: [sql`${a.id}::text`, true],
  createdAt: [sql`to_char(${a.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, true],
  status: [sql`${a.status}`, false],
  apiStatus: [sql`${a.apiStatus}`, false],
  price: [sql`${a.price}::float8::text`, true],
  firstName: [sql`${a.firstName}`, false],
  lastName: [sql`${a.lastName}`, false],
  email: [sql`${a.email}`, false],
  mobilePhone: [sql`${a.mobilePhone}`, false],
  loanAmount: [sql`${a.loanAmount}::text`, true],
  loanTerm: [sql`${a.loanTerm}::text`, true],
  loanPurpose: [sql`${a.loanPurpose}::text`, true],
  currentStep: [sql`${a.currentStep}::text`, true],
  utmSource: [sql`${a.utmSource}`, false],
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * One page of CSV lines (CRLF ends) with the keyset cursor of each row. PostgreSQL formats the
 * lines: the driver then parses three text columns per row instead of fourteen typed ones, which
 * is what lifts the export over 50,000 rows/s (ADR 008).
 */
export async function exportPage(
  db: Database,
  filter: ApplicationFilter,
  columns: readonly string[],
  after: ExportCursor | null,
  limit: number,
) {
  // The cursor keeps the timestamp as PostgreSQL text (UTC, microseconds: a JS Date would drop
  // them). Not `timestamptz::text`: its time zone rendering cost ~50 µs a row on this server.
  const cursor = after
    ? sql`(${a.createdAt}, ${a.id}) < ((${after.at}::timestamp at time zone 'UTC'), ${after.id}::uuid)`
    : undefined;
  const where = and(filterWhere(filter), cursor);
  const specs = columns.map((column) => exportCells[column] ?? ([sql`null::text`, true] as [SQL, boolean]));
  const inner = specs.map(([value], i) => sql`${value} as ${sql.raw(`c${i}`)}`);
  const cells = specs.map(([, quoteFree], i) => csvCell(sql.raw(`r.c${i}`), quoteFree));
  const result = await db.execute(sql`
    select concat_ws(',', ${sql.join(cells, sql`, `)}) || E'\\r\\n' as line, r.cursor_at as "cursorAt", r.c_id as id
    from (
      select ${sql.join(inner, sql`, `)}, (${a.createdAt} at time zone 'UTC')::text as cursor_at, ${a.id} as c_id
      from ${a} ${where ? sql`where ${where}` : sql``}
      order by ${a.createdAt} desc, ${a.id} desc
      limit ${limit}
    ) r`);
  return rowsOf<{ line: string; cursorAt: string; id: string }>(result);
}
