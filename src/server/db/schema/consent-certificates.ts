import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { loanApplications } from './applications.ts';

// The consent certificate (issue 43 item 2, decision 138): what the applicant saw and agreed to,
// recorded at consent time, and signed by the broker for each lender that receives the full lead.

/**
 * The texts an applicant was shown, each kept once by its SHA-256 (the same wording shown to a
 * thousand applicants is one row). `kind` is credit-search, commission-notice or privacy-notice.
 */
export const consentTexts = pgTable('consent_texts', {
  sha256: text().primaryKey(),
  kind: text().notNull(),
  version: text().notNull(),
  body: text().notNull(),
});

/**
 * One row per application: the consent screen as last shown before the box was ticked (its texts,
 * the SECCI document's hash, the screen and the site build), then the tick with the request's IP
 * address and user agent as salted SHA-256 (never the raw values; the salt stays here, so only the
 * broker can confirm an address).
 */
export const consentRecords = pgTable('consent_records', {
  applicationId: uuid()
    .primaryKey()
    .references(() => loanApplications.id, { onDelete: 'cascade' }),
  screen: text().notNull(),
  build: text().notNull(),
  creditSearchText: text()
    .notNull()
    .references(() => consentTexts.sha256),
  commissionText: text()
    .notNull()
    .references(() => consentTexts.sha256),
  privacyText: text()
    .notNull()
    .references(() => consentTexts.sha256),
  secciSha256: text().notNull(),
  /** When the screen carrying these texts was served; null when consent came without the screen (the JSON API). */
  shownAt: timestamp({ withTimezone: true }),
  tickedAt: timestamp({ withTimezone: true }),
  hashSalt: text().notNull(),
  ipHash: text(),
  userAgentHash: text(),
});

/** A certificate issued to one lender for one lead: the broker's signature over it, made at post time. */
export const consentCertificates = pgTable(
  'consent_certificates',
  {
    lenderId: text().notNull(),
    reference: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    kid: text().notNull(),
    signature: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lenderId, t.reference] }),
    index('consent_certificates_application_idx').on(t.applicationId),
  ],
);

/**
 * The public half of every Ed25519 key the broker has signed with (BROKER_SIGNING_KEY, decision
 * 138): each stays listed at /.well-known/broker-keys.json after a rotation, so earlier
 * certificates still verify. The private key is never stored here.
 */
export const brokerSigningKeys = pgTable('broker_signing_keys', {
  /** First 16 hex of the SHA-256 of the raw public key. */
  kid: text().primaryKey(),
  /** base64 of the raw 32-byte public key. */
  publicKey: text().notNull(),
  firstUsedAt: timestamp({ withTimezone: true }).notNull(),
});
