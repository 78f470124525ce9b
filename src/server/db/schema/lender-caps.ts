import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Leads reserved for each capped lender per UTC day (its `dailyCap`). A post is sent only after a
 * conditional increment succeeded (`reserved < cap`), so instances and concurrent jobs can never
 * sell more than the cap; a post that did not sell gives its reservation back (ADR 005).
 */
export const lenderDailyCounts = pgTable(
  'lender_daily_counts',
  {
    lenderId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    reserved: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lenderId, t.day] })],
);
