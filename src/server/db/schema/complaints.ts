import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications.ts';
import { REVIEW_FOLLOW_UPS, type ReviewFollowUp } from '#shared/admin/complaints-schemas.ts';

/**
 * The complaints register (FCA DISP 1): each complaint with its clocks, fixed at receipt as
 * London dates (decision 070): the summary resolution deadline (close of the third business day
 * after receipt) and the final response date (8 weeks after receipt).
 */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the complainant quotes: `C-` and 8 characters of Crockford base32. */
    reference: text().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    applicationReference: text(),
    description: text().notNull(),
    desiredOutcome: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    summaryDeadline: date({ mode: 'string' }).notNull(),
    finalResponseDue: date({ mode: 'string' }).notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    /** `summary` (resolved by close of the third business day) or `final` (final response sent). */
    resolution: text().$type<'summary' | 'final'>(),
    upheld: boolean(),
    /** What we told the complainant in the closing message. */
    responseText: text(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: uuid(),
  },
  (t) => [
    uniqueIndex('complaints_reference_key').on(t.reference),
    index('complaints_open_idx')
      .on(t.finalResponseDue)
      .where(sql`${t.closedAt} is null`),
    index('complaints_received_idx').on(t.receivedAt),
    index('complaints_closed_idx').on(t.closedAt),
    index('complaints_application_idx')
      .on(t.applicationReference)
      .where(sql`${t.applicationReference} is not null`),
    index('complaints_email_idx').on(sql`lower(${t.email})`, t.receivedAt),
    check('complaints_resolution_check', sql`${t.resolution} is null or ${t.resolution} in ('summary','final')`),
  ],
);

/**
 * A request for human review of one of our automated decisions (UK GDPR Article 22 as amended by
 * the Data (Use and Access) Act 2025): the gate's `referred`, or the duplicate rule's refusal.
 * One per application; a person records the decision and the reason.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    reference: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** Which of our rules decided: `referred` (the gate) or `duplicate` (the duplicate rule). */
    automatedDecision: text().$type<'referred' | 'duplicate'>().notNull(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** `upheld`: the automated decision stands; `changed`: the reviewer changed it. */
    decision: text().$type<'upheld' | 'changed'>(),
    reason: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid(),
    /** After `changed`: offered to the panel, or why not (decision 125). */
    followUp: text().$type<ReviewFollowUp>(),
  },
  (t) => [
    uniqueIndex('review_requests_reference_key').on(t.reference),
    uniqueIndex('review_requests_application_key').on(t.applicationId),
    index('review_requests_created_idx').on(t.createdAt),
    check('review_requests_decision_check', sql`${t.decision} is null or ${t.decision} in ('upheld','changed')`),
    check(
      'review_requests_follow_up_check',
      sql`${t.followUp} is null or ${t.followUp} in (${sql.raw(REVIEW_FOLLOW_UPS.map((s) => `'${s}'`).join(','))})`,
    ),
  ],
);
