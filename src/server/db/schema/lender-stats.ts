import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Daily rollup of lead_attempts per lender (the lender scorecard, ADR 019): kept exact by the
 * trigger `lead_attempts_scorecard` in the writer's transaction, like the admin rollups of ADR 008,
 * so the scorecard reads days × lenders rows whatever the number of attempts. Only finished
 * attempts count (a claimed attempt has no latency until the lender answers).
 */
export const lenderDailyStats = pgTable(
  'lender_daily_stats',
  {
    day: date({ mode: 'string' }).notNull(),
    lenderId: text().notNull(),
    lenderName: text().notNull(),
    /** Asked: pinged or posted (every finished attempt but "not asked"). */
    offered: integer().notNull().default(0),
    sold: integer().notNull().default(0),
    pending: integer().notNull().default(0),
    declined: integer().notNull().default(0),
    /** Accepted the ping but another lender's bid won, so the lead was not posted to it. */
    outbid: integer().notNull().default(0),
    timeouts: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    /** Never called: outside its rules, daily cap, paused. */
    notAsked: integer().notNull().default(0),
    revenue: numeric({ precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.lenderId] })],
);

/**
 * Response times of the lenders that were asked, as a histogram per lender and day: bucket b
 * counts latencies in [LATENCY_BUCKETS[b-1], LATENCY_BUCKETS[b]) ms (see latency-histogram.ts);
 * median and p95 are read from it over any range.
 */
export const lenderDailyLatency = pgTable(
  'lender_daily_latency',
  {
    day: date({ mode: 'string' }).notNull(),
    lenderId: text().notNull(),
    bucket: integer().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.lenderId, t.bucket] })],
);
