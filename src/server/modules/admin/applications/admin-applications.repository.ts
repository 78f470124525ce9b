import { and, asc, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  applicationDailyCounts as counts,
  leadAttempts,
  loanApplications as a,
  sessionDailyCounts,
} from '#server/db/schema/index.ts';
import { ADMIN_PAGE_SIZE, type ApplicationStatusQuery } from '#shared/admin/schemas.ts';

export type ApplicationFilter = { status: ApplicationStatusQuery; q?: string | undefined };
export type SortOrder = 'asc' | 'desc';

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterWhere(filter: ApplicationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(a.status, filter.status));
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
  erasedAt: a.erasedAt,
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
      .where(filter.status === 'all' ? undefined : eq(counts.status, filter.status));
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
const holdingLenderName = sql<string | null>`(select la.lender_name from lead_attempts la
  where la.application_id = loan_applications.id and la.decision in ('sold', 'pending')
  order by la.id limit 1)`;

export async function listApplications(db: Database, filter: ApplicationFilter, page: number, sort: SortOrder) {
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
