import { and, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { lenderDailyLatency as latency, lenderDailyStats as stats } from '#server/db/schema/index.ts';
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
