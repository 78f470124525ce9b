import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_DECISIONS, type LeadDecision } from '#shared/application/status.ts';
import { loanApplications } from './applications.ts';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export { LEAD_DECISIONS, type LeadDecision };

/** Every lender tried for an application: the audit trail of the ping tree. */
export const leadAttempts = pgTable(
  'lead_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    panel: text().$type<'primary' | 'secondary'>().notNull().default('primary'),
    lenderId: text().notNull(),
    lenderName: text().notNull(),
    tier: integer().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    latencyMs: integer(),
    httpStatus: integer(),
    decision: text().$type<LeadDecision>().notNull(),
    price: money(),
    leadRef: text(),
    redirectUrl: text(),
    errorReason: text(),
    /**
     * How many times the full lead was posted (1 = answered first time; more = asked again after a
     * timeout); null when never posted.
     */
    postTries: integer(),
  },
  (t) => [
    uniqueIndex('lead_attempts_application_lender_key').on(t.applicationId, t.lenderId),
    index('lead_attempts_lender_time_idx').on(t.lenderId, t.attemptedAt),
  ],
);
