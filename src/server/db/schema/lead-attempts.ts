import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Each call's bodies as they went (issue 43.1, decision 149): the JSON we sent the lender and the
 * body it answered, per attempt and call (`ping`, `post`), for the lender's exchange log. Both are
 * AES-256-GCM ciphertext (crypto.ts, bound to their column), bank details never kept; erasing the
 * application deletes them (retention.service.ts eraseApplication).
 */
export const leadAttemptBodies = pgTable(
  'lead_attempt_bodies',
  {
    attemptId: bigint({ mode: 'number' })
      .notNull()
      .references(() => leadAttempts.id, { onDelete: 'cascade' }),
    stage: text().$type<'ping' | 'post'>().notNull(),
    /** What we sent (null: nothing left the broker, e.g. an endpoint refused before connecting). */
    request: text(),
    /** What the lender answered (null: no answer, e.g. a timeout). */
    answer: text(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.stage] })],
);

/** The context each sealed body is bound to (crypto.ts: copied into another column it no longer opens). */
export const ATTEMPT_BODY_CONTEXT = {
  request: 'lead_attempt_bodies.request',
  answer: 'lead_attempt_bodies.answer',
} as const;
