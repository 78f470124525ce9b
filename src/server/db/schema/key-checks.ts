import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Key check values (decision 013): a value derived from a key when it was first used, so a boot
 * with a different key stops with a clear message instead of failing to decrypt later.
 */
export const keyChecks = pgTable('key_checks', {
  name: text().primaryKey(),
  checkValue: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
