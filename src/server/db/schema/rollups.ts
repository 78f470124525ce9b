import { date, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from './applications.ts';

// The admin rollups (ADR 008), kept exact and transactional by the triggers of migration 0003.
// Each bucket is split into shards (ADR 024, migration 0012): a writer bumps the shard of its own
// database connection, so concurrent saves never queue on one hot row; readers sum the shards.

/** Shards per bucket: `pg_backend_pid() % ROLLUP_SHARDS` (kept in step with migration 0012). */
export const ROLLUP_SHARDS = 16;

/**
 * Rollup of loan_applications for the admin stats, list totals and funnel: per London creation day (decision 096),
 * UTM source ('direct' when none), status, current step and shard.
 */
export const applicationDailyCounts = pgTable(
  'application_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    status: text().$type<ApplicationStatus>().notNull(),
    currentStep: integer().notNull(),
    shard: smallint().notNull().default(0),
    n: integer().notNull().default(0),
    /** Sum of price of the rows in this bucket (revenue reads the sold buckets only). */
    priceSum: numeric({ precision: 14, scale: 2, mode: 'string' }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.status, t.currentStep, t.shard] })],
);

/**
 * Every visitor session the funnel counts: analytics sessions and sessions that started an
 * application, each once, on the moment and UTM source it was first seen (one row per session,
 * so no hot row); `session_daily_counts` holds the same per London day (decision 096), source and shard.
 */
export const funnelSessions = pgTable('funnel_sessions', {
  sessionId: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  source: text().notNull(),
});

export const sessionDailyCounts = pgTable(
  'session_daily_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    source: text().notNull(),
    shard: smallint().notNull().default(0),
    sessions: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.shard] })],
);
