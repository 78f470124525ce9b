import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEAD_DECISIONS, type LeadDecision } from '#shared/application/status.ts';
import { loanApplications } from './applications.ts';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export { LEAD_DECISIONS, type LeadDecision };

/**
 * Every lender tried for an application: the audit trail of the ping tree. A row is one lender's
 * whole exchange: `latency_ms` (ping and post together), `http_status`, `decision`, `price` and
 * `error_reason` are its last answer, the post's when the lead was posted (the scorecard counts
 * them so). A posted row also keeps its ping's own answer (`ping_*`) and the post's own timing
 * (`post_*`), for the lender's exchange log (issue 28, decision 100); rows posted before have none.
 */
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
    /** The ping's answer to a posted lead: its latency, HTTP status, decision and bid. */
    pingLatencyMs: integer(),
    pingHttpStatus: integer(),
    pingDecision: text().$type<'accept' | 'pending'>(),
    pingPrice: money(),
    /** When the full lead was first posted, and how long its tries took together. */
    postSentAt: timestamp({ withTimezone: true }),
    postLatencyMs: integer(),
  },
  (t) => [
    uniqueIndex('lead_attempts_application_lender_key').on(t.applicationId, t.lenderId),
    index('lead_attempts_lender_time_idx').on(t.lenderId, t.attemptedAt),
  ],
);
