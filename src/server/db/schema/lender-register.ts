import { boolean, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each lender of a panel as the FCA Register last told us (decision 142): the last answer (asked
 * daily and before the lender's first lead of a London day), the last failed attempt (an outage
 * suspends nobody), and a suspension the register caused, which only a person lifts.
 */
export const lenderRegisterChecks = pgTable(
  'lender_register_checks',
  {
    panelKey: text().notNull(),
    lenderId: text().notNull(),
    /** The FRN the last answer was about (an edited FRN is checked afresh). */
    frn: text(),
    /** London day (YYYY-MM-DD) and time of the last answer the register gave. */
    checkedDay: text(),
    checkedAt: timestamp({ withTimezone: true }),
    /** The register's "Status" (e.g. Authorised, No longer authorised); null: the FRN is not on the register. */
    registerStatus: text(),
    /** Whether the firm holds "Entering into regulated credit agreements as lender". */
    lendingPermission: boolean(),
    /** The last attempt, and why it failed (null when it succeeded): no personal data. */
    attemptedAt: timestamp({ withTimezone: true }),
    failure: text(),
    /** Set when an answer showed the lender may not lend; cleared only by an admin (audited). */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
  },
  (t) => [primaryKey({ columns: [t.panelKey, t.lenderId] })],
);
