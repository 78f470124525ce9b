import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { loanApplications } from './applications.ts';

/** remarketing_campaigns (docs/product.md#remarketing): one row per application and campaign type. */
export const remarketingCampaigns = pgTable(
  'remarketing_campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    email: text(),
    phone: text(),
    firstName: text(),
    campaignType: text().notNull(),
    status: text().$type<'pending' | 'sent' | 'skipped' | 'failed'>().notNull().default('pending'),
    statusReason: text(),
    emailSent: boolean().notNull().default(false),
    smsSent: boolean().notNull().default(false),
    emailOpenedAt: timestamp({ withTimezone: true }),
    linkClickedAt: timestamp({ withTimezone: true }),
    resubmittedAt: timestamp({ withTimezone: true }),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    /** Random token for the open pixel, the tracked link and the unsubscribe link. */
    trackingToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remarketing_campaigns_app_type_key').on(t.applicationId, t.campaignType),
    uniqueIndex('remarketing_campaigns_token_key').on(t.trackingToken),
    index('remarketing_campaigns_status_sched_idx').on(t.status, t.scheduledFor),
    check('remarketing_campaigns_status_check', sql`${t.status} in ('pending','sent','skipped','failed')`),
  ],
);

/**
 * Each message a campaign sends, one per channel: the unique key makes "at most once per
 * application and channel" a database guarantee rather than a matter of timing.
 */
export const campaignMessages = pgTable(
  'campaign_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: uuid()
      .notNull()
      .references(() => remarketingCampaigns.id, { onDelete: 'cascade' }),
    channel: text().$type<'email' | 'sms'>().notNull(),
    status: text().$type<'sending' | 'sent' | 'failed' | 'skipped'>().notNull(),
    providerId: text(),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_messages_campaign_channel_key').on(t.campaignId, t.channel)],
);

/** opt_outs. Matched case-insensitively on email and on normalised phone. */
export const optOuts = pgTable(
  'opt_outs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text(),
    phone: text(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('opt_outs_email_idx').on(sql`lower(${t.email})`), index('opt_outs_phone_idx').on(t.phone)],
);

/** Messages written instead of sent when no SMTP_URL / SMS_PROVIDER is configured. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text().$type<'email' | 'sms'>().notNull(),
    recipient: text().notNull(),
    /**
     * The application the message is about (confirmation, data access code, reminder, review
     * decision): the copy of an applicant's data lists that application's messages only, not
     * those of other applications sent to the same address (issue 42 item 4). Null for a
     * message about no application and for rows written before it was kept. No foreign key: the
     * retention purge removes these rows by recipient in its own order.
     */
    applicationId: uuid(),
    subject: text(),
    textBody: text().notNull(),
    htmlBody: text(),
    headers: jsonb().$type<Record<string, string>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_application_idx').on(t.applicationId),
  ],
);
