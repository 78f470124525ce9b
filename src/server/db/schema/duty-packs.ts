import { customType, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg answers a Buffer, PGlite a Uint8Array: one type for the code above.
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The monthly Consumer Duty board pack (issue 44, decision 128): made on the first working day of
 * the month for the month before, kept as it was made (the PDF and the figures it printed), one
 * per month. Aggregates only: no personal data.
 */
export const dutyPacks = pgTable('duty_packs', {
  /** The calendar month of London days the pack covers (YYYY-MM). */
  month: text().primaryKey(),
  generatedAt: timestamp({ withTimezone: true }).notNull(),
  /** Who asked for it: `scheduler`, or the admin's email when made from the back office. */
  generatedBy: text().notNull(),
  figures: jsonb().$type<unknown>().notNull(),
  pdf: bytea().notNull(),
});
