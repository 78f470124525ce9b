import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications.ts';

/**
 * Resubmit links that have been used (single use, contract): the signature's SHA-256 is the key,
 * so a second use is a primary-key conflict on both drivers, whatever the timing.
 */
export const resubmitLinkUses = pgTable(
  'resubmit_link_uses',
  {
    sigHash: text().primaryKey(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** The link's own expiry: rows past it can be purged (an expired link is refused anyway). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resubmit_link_uses_application_idx').on(t.applicationId)],
);
