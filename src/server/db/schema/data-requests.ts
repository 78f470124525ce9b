import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DataRequestOrigin } from '#shared/admin/data-requests-schemas.ts';
import { loanApplications } from './applications.ts';

/**
 * Data subject requests (UK GDPR Articles 15 and 17) made from the applicant's record page, each
 * with its one-month clock (`dueOn`, a London date). An access request is verified by a one-time
 * code sent to the applicant's email (only its HMAC is stored); an erasure request erases at once
 * and stays open until every lender that received the full lead has acknowledged it (Article 19).
 * Nothing here identifies the applicant once the application row is erased.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the applicant or the back office quotes: `D-` and 8 characters of Crockford base32. */
    reference: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    kind: text().$type<'access' | 'erasure'>().notNull(),
    /**
     * Who started it: the applicant on the record page, the back office's Erase (for an applicant
     * who asked by phone or letter), or the retention purge at the end of the retention period.
     */
    origin: text().$type<DataRequestOrigin>().notNull().default('applicant'),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /** One calendar month after the request (Article 12(3)). */
    dueOn: date({ mode: 'string' }).notNull(),
    /** Access: HMAC of the one-time code in force, its expiry, wrong tries against it, codes sent. */
    codeHash: text(),
    codeExpiresAt: timestamp({ withTimezone: true }),
    codeAttempts: integer().notNull().default(0),
    codesSent: integer().notNull().default(0),
    /** Access: the code was entered correctly; the copy is available with the download token. */
    verifiedAt: timestamp({ withTimezone: true }),
    downloadTokenHash: text(),
    downloadExpiresAt: timestamp({ withTimezone: true }),
    /** Access: the copy was made available. Erasure: every lender told has acknowledged. */
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('data_requests_reference_key').on(t.reference),
    index('data_requests_application_idx').on(t.applicationId, t.kind),
    index('data_requests_open_idx')
      .on(t.dueOn)
      .where(sql`${t.completedAt} is null`),
    check('data_requests_kind_check', sql`${t.kind} in ('access','erasure')`),
    check('data_requests_origin_check', sql`${t.origin} in ('applicant','back-office','retention')`),
  ],
);

/**
 * One lender to be told of an erasure: every lender that received the full lead (a post), never
 * one that only saw the anonymous ping. Retried by a durable job until the lender answers 2xx.
 */
export const erasureNotices = pgTable(
  'erasure_notices',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestId: uuid()
      .notNull()
      .references(() => dataRequests.id, { onDelete: 'cascade' }),
    lenderId: text().notNull(),
    lenderName: text().notNull(),
    /** The 40-hex reference the lender knows the lead by (the same as in its ping and post). */
    reference: text().notNull(),
    attempts: integer().notNull().default(0),
    lastAttemptAt: timestamp({ withTimezone: true }),
    /** Why the last attempt was not acknowledged (never personal data). */
    lastError: text(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('erasure_notices_request_lender_key').on(t.requestId, t.lenderId)],
);
