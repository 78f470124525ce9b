import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnStatus,
} from '#shared/admin/returns-schemas.ts';
import { adminUsers } from './admin.ts';

/**
 * The ledger of sales and credits (decision 065): revenue and statements are sums of it. Rows are
 * only ever inserted; a correction is a new entry (a reversal) naming the one it cancels.
 * No foreign key to the application: erasing an applicant must not erase the broker's books.
 */
export const LEDGER_KINDS = ['sale', 'credit', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lenderId: text().notNull(),
    /** The 40-hex reference the lender was sent for the lead. */
    reference: text().notNull(),
    applicationId: uuid().notNull(),
    kind: text().$type<LedgerKind>().notNull(),
    /** Signed pence: a sale is positive, a credit negative, a reversal the opposite of what it cancels. */
    amountPence: integer().notNull(),
    /** The calendar month (UTC, YYYY-MM) of the lead's sale: the statement the entry belongs to. */
    saleMonth: text().notNull(),
    returnId: uuid(),
    reversesId: bigint({ mode: 'number' }),
    /** The admin who made the entry (a credit decided in the back office, a reversal). */
    createdBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('ledger_entries_one_sale_key')
      .on(t.lenderId, t.reference)
      .where(sql`kind = 'sale'`),
    uniqueIndex('ledger_entries_one_credit_key')
      .on(t.returnId)
      .where(sql`kind = 'credit'`),
    uniqueIndex('ledger_entries_one_reversal_key').on(t.reversesId),
    index('ledger_entries_lender_month_idx').on(t.lenderId, t.saleMonth),
    // The Consumer Duty outcomes add up the commission of a range's applications (decision 128).
    index('ledger_entries_application_idx').on(t.applicationId),
  ],
);

/** One row per lender and month, locked by every change to that month's returns (decision 065). */
export const ledgerMonthLocks = pgTable(
  'ledger_month_locks',
  { lenderId: text().notNull(), month: text().notNull() },
  (t) => [primaryKey({ columns: [t.lenderId, t.month] })],
);

export { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus };

/** A lender's return of a lead it bought, and the back office's decision when it went over the cap. */
export const leadReturns = pgTable(
  'lead_returns',
  {
    id: uuid().primaryKey().defaultRandom(),
    lenderId: text().notNull(),
    reference: text().notNull(),
    applicationId: uuid().notNull(),
    saleMonth: text().notNull(),
    reason: text().$type<ReturnReason>().notNull(),
    note: text(),
    status: text().$type<ReturnStatus>().notNull(),
    /** Pence credited (the lead's price) once accepted; 0 otherwise. */
    creditPence: integer().notNull().default(0),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => adminUsers.id, { onDelete: 'set null' }),
    decisionNote: text(),
  },
  (t) => [
    uniqueIndex('lead_returns_lead_key').on(t.lenderId, t.reference),
    index('lead_returns_status_idx').on(t.status, t.requestedAt),
    // The Consumer Duty outcomes find the returns of a range's applications (decision 128).
    index('lead_returns_application_idx').on(t.applicationId),
  ],
);

export const LEAD_OUTCOMES = ['funded', 'declined', 'withdrawn'] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

/** What became of a lead at the lender: the latest report replaces the earlier one. */
export const leadOutcomes = pgTable(
  'lead_outcomes',
  {
    lenderId: text().notNull(),
    reference: text().notNull(),
    applicationId: uuid().notNull(),
    outcome: text().$type<LeadOutcome>().notNull(),
    amountPence: integer(),
    /** APR in hundredths of a percent (91% = 9100). */
    aprHundredths: integer(),
    termMonths: integer(),
    reportedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lenderId, t.reference] }),
    index('lead_outcomes_outcome_time_idx').on(t.outcome, t.reportedAt),
    index('lead_outcomes_application_idx').on(t.applicationId),
  ],
);

/** The first answer to each Idempotency-Key of a lender's POST, returned again on a repeat. */
export const lenderIdempotencyKeys = pgTable(
  'lender_idempotency_keys',
  {
    lenderId: text().notNull(),
    key: text().notNull(),
    /** Method, path and SHA-256 of the raw body: the same key with another request is refused. */
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.lenderId, t.key] })],
);
