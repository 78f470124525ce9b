import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-client request counters of the public endpoints' rate limits (contact form, address
 * lookup), shared by every server instance. The key holds the route and a SHA-256 of the client
 * address, never the address itself. Rows past their reset time are purged hourly.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
