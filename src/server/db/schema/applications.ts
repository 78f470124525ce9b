import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/application/status.ts';
import type { PanelStatus } from '#shared/application/status.ts';

// The status tuple is the shared one (#shared/application/status.ts): one list for the column, its
// check constraint, the API schemas and the admin screens.
export { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/application/status.ts';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

// Current and previous addresses share one shape; a function keeps the two column sets identical.
const addressColumns = <P extends string>(prefix: P) =>
  ({
    [`${prefix}Postcode`]: text(),
    [`${prefix}House`]: text(),
    [`${prefix}Street`]: text(),
    [`${prefix}Town`]: text(),
    [`${prefix}County`]: text(),
    [`${prefix}ResidentialStatus`]: integer(),
    [`${prefix}MonthsAtAddress`]: integer(),
  }) as Record<`${P}${'Postcode' | 'House' | 'Street' | 'Town' | 'County'}`, ReturnType<typeof text>> &
    Record<`${P}${'ResidentialStatus' | 'MonthsAtAddress'}`, ReturnType<typeof integer>>;

/** One row per applicant session (loan_applications; docs/product.md#statuses). */
export const loanApplications = pgTable(
  'loan_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Public id of the application (resubmit links, GET /api/application); never the cookie token. */
    sessionId: text().notNull(),
    /** The server session (sessions.id) that owns this draft: one application per session. */
    ownerSessionId: uuid(),
    status: text().$type<ApplicationStatus>().notNull().default('draft'),
    currentStep: integer().notNull().default(1),
    // step 1
    loanAmount: integer(),
    loanTerm: integer(),
    loanPurpose: integer(),
    // step 2
    title: integer(),
    firstName: text(),
    lastName: text(),
    email: text(),
    mobilePhone: text(),
    homePhone: text(),
    dateOfBirth: text(),
    maritalStatus: integer(),
    dependents: integer(),
    incomeContributors: integer(),
    cellPhonePlanType: integer(),
    // step 3
    ...addressColumns('current'),
    ...addressColumns('previous'),
    // step 4
    employmentType: integer(),
    employerName: text(),
    industry: integer(),
    jobTitle: text(),
    monthsAtEmployer: integer(),
    monthlyIncome: money(),
    paymentMethod: integer(),
    payFrequency: integer(),
    nextPayDate: text(),
    followingPayDate: text(),
    totalIncome: money(),
    benefitsAmount: money(),
    pensionAmount: money(),
    otherIncome: money(),
    // step 5: accountNumber and sortCode hold AES-256-GCM ciphertext (src/server/lib/crypto.ts)
    bankName: text(),
    accountNumber: text(),
    sortCode: text(),
    accountLength: integer(),
    accountType: integer(),
    accountOwnership: integer(),
    debitCardType: integer(),
    directDeposit: boolean(),
    // step 6
    expenseHousing: money(),
    expenseCredit: money(),
    expenseUtility: money(),
    expenseFood: money(),
    expenseTransport: money(),
    expenseChildcare: money(),
    expenseInsurance: money(),
    expenseOther: money(),
    expenseAlcoholTobacco: money(),
    expenseHealthBeauty: money(),
    expenseRecreation: money(),
    expenseRestaurants: money(),
    expenseEducation: money(),
    expenseClothing: money(),
    expenseHouseholdGoods: money(),
    expenseCommunication: money(),
    expenseCouncilTax: money(),
    // step 7
    consentCreditCheck: boolean().notNull().default(false),
    consentFirstParty: boolean().notNull().default(false),
    consentRemarketingEmail: boolean().notNull().default(false),
    consentRemarketingPhone: boolean().notNull().default(false),
    consentRemarketingSms: boolean().notNull().default(false),
    /** When the consents above were given, and which wording the applicant saw. */
    consentedAt: timestamp({ withTimezone: true }),
    consentWordingVersion: text(),
    recentLoansCount: integer(),
    /** Step 7's optional vulnerability questions (null: not answered), with consentWordingVersion. */
    inFinancialDifficulty: boolean(),
    missedPriorityBills: boolean(),
    wantsDebtHelp: boolean(),
    /** Why the vulnerability and affordability gate kept this application from every lender (ADR 021). */
    gateReason: text(),
    /**
     * A person's review changed our rules' decision (the gate's referral or the duplicate rule,
     * decision 125): from then on neither rule keeps the application from the lenders.
     */
    reviewClearedAt: timestamp({ withTimezone: true }),
    /**
     * The lead's quality score from offline signals, `{class, reasons}` (decision 140): set once
     * by the panel's first run, sent in every ping; `bad` holds the application for a person.
     */
    quality: jsonb().$type<{ class: 'good' | 'review' | 'bad'; reasons: string[] }>(),
    // lender panel outcome
    leadId: text(),
    apiStatus: text().$type<PanelStatus>(),
    redirectUrl: text(),
    price: money(),
    apiErrors: jsonb().$type<unknown>(),
    // request context
    userIp: text(),
    userAgent: text(),
    source: text(),
    referrerUrl: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    submittedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    /** Set when personal data was erased on request or by retention; the row keeps only aggregates. */
    erasedAt: timestamp({ withTimezone: true }),
    /** The applicant asked for erasure from their record page; an admin carries it out (erasedAt). */
    erasureRequestedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loan_applications_session_id_key').on(t.sessionId),
    uniqueIndex('loan_applications_owner_session_key').on(t.ownerSessionId),
    // (…, createdAt desc, id desc) with PostgreSQL's default NULLS FIRST for desc, so a plain
    // `order by created_at desc, id desc` (admin list, keyset-paged CSV export) reads the index in order.
    index('loan_applications_status_created_idx').on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('loan_applications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The Consumer Duty outcomes read the applications submitted in a range of London days (decision 128).
    index('loan_applications_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.submittedAt} is not null`),
    index('loan_applications_email_idx').on(sql`lower(${t.email})`),
    // The quality score's neighbours: the applications consented within its window (decision 140).
    index('loan_applications_consented_idx').on(t.consentedAt),
    index('loan_applications_gate_reason_idx')
      .on(t.gateReason)
      .where(sql`${t.gateReason} is not null`),
    // Refusals by the duplicate rule, counted apart from completed applications (issue 42.11):
    // few rows, so the funnel and the dashboard count them here rather than in the rollups.
    index('loan_applications_duplicate_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'rejected' and (${t.apiErrors} ->> 'duplicateOf') is not null`),
    check(
      'loan_applications_status_check',
      sql`${t.status} in (${sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(','))})`,
    ),
    check('loan_applications_step_check', sql`${t.currentStep} between 1 and 8`),
  ],
);

/**
 * The additional authenticated data of each encrypted column (lib/crypto.ts v2): a ciphertext
 * copied into another column or table no longer decrypts.
 */
export const ENCRYPTION_CONTEXT = {
  accountNumber: 'loan_applications.account_number',
  sortCode: 'loan_applications.sort_code',
} as const;
