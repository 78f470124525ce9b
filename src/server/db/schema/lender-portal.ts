import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The lender portal's users (issue 28.4, decision 080): one lender's staff, signed in with a
 * password and a mandatory TOTP under the admin's rules. The TOTP secret is encrypted with
 * DATA_KEY, bound to this column.
 */
export const lenderUsers = pgTable(
  'lender_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The lender's id in the panel: everything the user sees is this lender's and nothing else. */
    lenderId: text().notNull(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    /** Set while the password is the one-time password of provisioning: void after it, replaced at first use. */
    passwordExpiresAt: timestamp({ withTimezone: true }),
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    totpLastStep: bigint({ mode: 'number' }),
    totpLockedAt: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * A lender's `admin` adds and disables its lender's users and rotates the shared secret; a `user`
     * works the leads (issue 43.1). Users the broker provisions are admins, as every user was before.
     */
    role: text().$type<'admin' | 'user'>().notNull().default('admin'),
  },
  (t) => [index('lender_users_lender_idx').on(t.lenderId)],
);

/** Single-use recovery codes of lender users (SHA-256 of 80-bit codes, as the admin's). */
export const lenderRecoveryCodes = pgTable(
  'lender_recovery_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lenderUserId: uuid()
      .notNull()
      .references(() => lenderUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lender_recovery_codes_user_idx').on(t.lenderUserId)],
);

/**
 * Shared secrets a lender generated in the portal (decision 081), encrypted with DATA_KEY: the
 * newest overrides the panel configuration's; the one before it stays valid for 24 hours.
 */
export const lenderSecrets = pgTable(
  'lender_secrets',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lenderId: text().notNull(),
    secret: text().notNull(),
    createdBy: uuid().references(() => lenderUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('lender_secrets_lender_idx').on(t.lenderId, t.createdAt)],
);

/**
 * Test leads a lender sent itself from the portal (decision 082): each ping and post, with its
 * timing and answer, for the exchange log. Never an application, never a ledger entry.
 */
export const lenderTestCalls = pgTable(
  'lender_test_calls',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lenderId: text().notNull(),
    reference: text().notNull(),
    stage: text().$type<'ping' | 'post'>().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    latencyMs: integer(),
    httpStatus: integer(),
    decision: text().notNull(),
    price: integer(),
    reason: text(),
    /**
     * The call's bodies as they went (decision 149), sealed as a live call's (ATTEMPT_BODY_CONTEXT's
     * twins); cleared by the retention purge after 30 days (decision 153).
     */
    request: text(),
    answer: text(),
  },
  (t) => [index('lender_test_calls_lender_idx').on(t.lenderId, t.sentAt)],
);

export const TEST_CALL_BODY_CONTEXT = {
  request: 'lender_test_calls.request',
  answer: 'lender_test_calls.answer',
} as const;
