import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** admin_users, plus TOTP enrolment (secret encrypted with DATA_KEY). */
export const adminUsers = pgTable('admin_users', {
  id: uuid().primaryKey().defaultRandom(),
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  /**
   * Set while the password is a generated one-time password (the first admin's): it expires then,
   * and signing in with it must replace it in the same call (issue 26.4). Null for a chosen one.
   */
  passwordExpiresAt: timestamp({ withTimezone: true }),
  totpSecret: text(),
  totpEnabledAt: timestamp({ withTimezone: true }),
  /** Last accepted TOTP time step: a code is accepted once. */
  totpLastStep: bigint({ mode: 'number' }),
  /**
   * Set when wrong codes reached the daily ceiling: TOTP codes are refused until a recovery code
   * signs in or another admin unlocks the account (issue 26.5, decision 010).
   */
  totpLockedAt: timestamp({ withTimezone: true }),
  /** A disabled admin cannot sign in; disabling also ends its sessions. */
  disabledAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use TOTP recovery codes (SHA-256 of 80-bit random codes; shown once at enrolment). */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.adminUserId)],
);

/** Every login attempt (never the password): audit, and the state behind per-account/IP throttling. */
export const adminLoginAttempts = pgTable(
  'admin_login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    ip: text().notNull(),
    success: boolean().notNull(),
    reason: text(),
    /** The IP had signed in to this account before: its failures do not lock out other addresses (decision 010). */
    knownIp: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_login_attempts_email_idx').on(sql`lower(${t.email})`, t.createdAt),
    index('admin_login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** What admins did that a regulator may ask about (exports, reveals, deletions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: uuid(),
    action: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    rowCount: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Messages from the /contact form, read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
