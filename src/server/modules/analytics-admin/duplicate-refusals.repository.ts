import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loanApplications as a } from '#server/db/schema/index.ts';

// Applications the duplicate rule refused (decision 011): consent submitted, but offered to no
// lender. The rollups count them with the lenders' declines (`rejected`); the funnel and the
// dashboard take them out of "completed" (issue 42.11). Few rows: read through the partial index
// loan_applications_duplicate_created_idx, on exactly this predicate.

const REFUSED = sql`${a.status} = 'rejected' and (${a.apiErrors} ->> 'duplicateOf') is not null`;
const SOURCE = sql<string>`coalesce(${a.utmSource}, 'direct')`;
/** The instant a London day begins (the rollups' days, decision 096). */
const londonMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;

/**
 * Refusals among the applications started from `fromDay` (inclusive) to `endDay` (exclusive), by
 * UTM source as the rollups key it ('direct' when none); no range: every one ever.
 */
export async function duplicateRefusals(
  db: Database,
  range: { fromDay: string; endDay: string; source: string | null } | null = null,
): Promise<Map<string, number>> {
  const where: (SQL | undefined)[] = [REFUSED];
  if (range) {
    where.push(gte(a.createdAt, londonMidnight(range.fromDay)), lt(a.createdAt, londonMidnight(range.endDay)));
    if (range.source) where.push(eq(SOURCE, range.source));
  }
  const rows = await db
    .select({ source: SOURCE, n: sql<number>`count(*)::int` })
    .from(a)
    .where(and(...where))
    .groupBy(SOURCE);
  return new Map(rows.map((row) => [row.source, Number(row.n)]));
}

export const total = (counts: Map<string, number>): number => [...counts.values()].reduce((s, n) => s + n, 0);
