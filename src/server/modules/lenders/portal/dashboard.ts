import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, ledgerEntries, leadOutcomes, leadReturns } from '#server/db/schema/index.ts';
import { londonDayOf, londonMidnight } from '#shared/london-day.ts';
import type { PortalDashboard } from '#shared/lender-portal/portal-schemas.ts';

/**
 * The lender's month at a glance (issue 43.1), this London month so far: the leads it was posted,
 * the share of its pings it accepted, what it bought and at what average price, how many of those it
 * reported funded, and its returns with their credits. Its own rows only (decision 080).
 */
export async function dashboardOf(db: Database, lenderId: string, now: Date): Promise<PortalDashboard> {
  const month = londonDayOf(now).slice(0, 7);
  const start = londonMidnight(`${month}-01`);
  const called = sql`(${leadAttempts.decision} <> 'skipped' or ${leadAttempts.httpStatus} is not null
    or ${leadAttempts.postTries} is not null)`;
  // A ping it accepted: posted afterwards, or outbid by another lender after its answer.
  const accepted = sql`(${leadAttempts.postTries} is not null
    or (${leadAttempts.decision} = 'skipped' and ${leadAttempts.httpStatus} is not null))`;
  const [[attempts], [sales], [returns]] = await Promise.all([
    db
      .select({
        pings: sql<number>`count(*) filter (where ${called})`.mapWith(Number),
        accepted: sql<number>`count(*) filter (where ${accepted})`.mapWith(Number),
        leads: sql<number>`count(*) filter (where ${leadAttempts.postTries} is not null)`.mapWith(Number),
      })
      .from(leadAttempts)
      .where(and(eq(leadAttempts.lenderId, lenderId), gte(leadAttempts.attemptedAt, start))),
    db
      .select({
        sold: sql<number>`count(*)`.mapWith(Number),
        average: sql<number | null>`round(avg(${ledgerEntries.amountPence}))`.mapWith((v) =>
          v === null ? null : Number(v),
        ),
        references: sql<string[]>`coalesce(array_agg(${ledgerEntries.reference}), '{}')`,
      })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.lenderId, lenderId), eq(ledgerEntries.kind, 'sale'), gte(ledgerEntries.occurredAt, start)),
      ),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        credits: sql<number>`coalesce(sum(${leadReturns.creditPence}), 0)`.mapWith(Number),
      })
      .from(leadReturns)
      .where(and(eq(leadReturns.lenderId, lenderId), gte(leadReturns.requestedAt, start))),
  ]);
  const references = sales?.references ?? [];
  const [funded] = references.length
    ? await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(leadOutcomes)
        .where(
          and(
            eq(leadOutcomes.lenderId, lenderId),
            eq(leadOutcomes.outcome, 'funded'),
            inArray(leadOutcomes.reference, references),
          ),
        )
    : [{ count: 0 }];
  return {
    month,
    leads: attempts?.leads ?? 0,
    pings: attempts?.pings ?? 0,
    accepted: attempts?.accepted ?? 0,
    sold: sales?.sold ?? 0,
    averagePrice: sales?.average ?? null,
    funded: funded?.count ?? 0,
    returns: returns?.count ?? 0,
    credits: returns?.credits ?? 0,
  };
}
