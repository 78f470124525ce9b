import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import {
  ledgerEntries,
  leadOutcomes,
  lenderDailyLatency as latency,
  lenderDailyStats as stats,
} from '#server/db/schema/index.ts';
import type { DayRange } from '#server/lib/day-range.ts';

const inRange = (column: typeof stats.day | typeof latency.day, range: DayRange) =>
  and(gte(column, range.fromDay), lt(column, range.endDay));

const sumInt = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const counts = {
  offered: sumInt(stats.offered),
  sold: sumInt(stats.sold),
  pending: sumInt(stats.pending),
  outbid: sumInt(stats.outbid),
  declined: sumInt(stats.declined),
  timeouts: sumInt(stats.timeouts),
  errors: sumInt(stats.errors),
  notAsked: sumInt(stats.notAsked),
  revenue: sql<string>`coalesce(sum(${stats.revenue}), 0)::text`,
};

/** Every lender's outcome counts per London day in the range (decision 096) (reads the rollup: days × lenders rows). */
export const dailyCounts = (db: Database, range: DayRange) =>
  db
    .select({ day: stats.day, lenderId: stats.lenderId, lenderName: stats.lenderName, ...counts })
    .from(stats)
    .where(inRange(stats.day, range))
    .groupBy(stats.day, stats.lenderId, stats.lenderName)
    .orderBy(stats.day, stats.lenderId);

/** Response-time histogram of each lender over the range. */
export const latencyHistograms = (db: Database, range: DayRange) =>
  db
    .select({ lenderId: latency.lenderId, bucket: latency.bucket, n: sql<number>`sum(${latency.n})::int` })
    .from(latency)
    .where(inRange(latency.day, range))
    .groupBy(latency.lenderId, latency.bucket);

const sale = alias(ledgerEntries, 'sale');
const soldInRange = (range: DayRange) =>
  and(eq(sale.kind, 'sale'), gte(sale.occurredAt, range.from), lt(sale.occurredAt, range.to));

/**
 * What each lender paid for the leads it bought in the range, from the ledger (decision 065): the
 * leads, how many it reports funded, and the sales less the credits and reversals of those leads
 * (pence), whenever they were made.
 */
export async function payouts(db: Database, range: DayRange) {
  const [sales, adjustments] = await Promise.all([
    db
      .select({
        lenderId: sale.lenderId,
        leadsSold: sql<number>`count(*)::int`,
        funded: sql<number>`(count(*) filter (where ${leadOutcomes.outcome} = 'funded'))::int`,
        salesPence: sql<number>`coalesce(sum(${sale.amountPence}), 0)::int`,
      })
      .from(sale)
      .leftJoin(leadOutcomes, and(eq(leadOutcomes.lenderId, sale.lenderId), eq(leadOutcomes.reference, sale.reference)))
      .where(soldInRange(range))
      .groupBy(sale.lenderId),
    db
      .select({
        lenderId: ledgerEntries.lenderId,
        pence: sql<number>`coalesce(sum(${ledgerEntries.amountPence}), 0)::int`,
      })
      .from(ledgerEntries)
      .innerJoin(sale, and(eq(sale.lenderId, ledgerEntries.lenderId), eq(sale.reference, ledgerEntries.reference)))
      .where(and(ne(ledgerEntries.kind, 'sale'), soldInRange(range)))
      .groupBy(ledgerEntries.lenderId),
  ]);
  const adjusted = new Map(adjustments.map((a) => [a.lenderId, a.pence]));
  return sales.map((s) => ({ ...s, netPence: s.salesPence + (adjusted.get(s.lenderId) ?? 0) }));
}
