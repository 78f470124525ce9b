import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '#server/db/client.ts';
import { consentCertificates, consentRecords, consentTexts, loanApplications } from '#server/db/schema/index.ts';
import type { Clock } from '#server/lib/clock.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/index.ts';
import type { BrokerSigner } from './broker-keys.ts';

// The consent certificate (issue 43 item 2, decision 138; contract "What each lead carries for the
// lender"): built from stored fields only, signed once when the full lead is posted, and answered
// with that signature. A stored field changed afterwards gives a certificate the signature does not
// verify.

/** One text as the applicant saw it. `tickedAt` is null for a notice with no box of its own. */
export type CertifiedText = { version: string; text: string; shownAt: string | null; tickedAt: string | null };

export type ConsentCertificate = {
  format: 'consent-certificate/1';
  reference: string;
  /** The broker key that signed it (GET /.well-known/broker-keys.json). */
  kid: string;
  issuedAt: string;
  /** The screen that showed the texts and the site build that rendered it. */
  screen: string;
  build: string;
  creditSearchConsent: CertifiedText;
  commissionNotice: CertifiedText;
  privacyNotice: CertifiedText;
  secci: { sha256: string; shownAt: string | null };
  /** SHA-256 of the address and user agent of the request that ticked the box, salted (the broker keeps the salt). */
  ipAddressHash: string | null;
  userAgentHash: string | null;
};

export type SignedCertificate = { certificate: ConsentCertificate; signature: string };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const creditText = alias(consentTexts, 'credit_text');
const commissionText = alias(consentTexts, 'commission_text');
const privacyText = alias(consentTexts, 'privacy_text');

/** The stored consent of an application not erased, with the tick recorded; null otherwise. */
async function storedConsent(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      record: consentRecords,
      credit: { version: creditText.version, body: creditText.body },
      commission: { version: commissionText.version, body: commissionText.body },
      privacy: { version: privacyText.version, body: privacyText.body },
    })
    .from(consentRecords)
    .innerJoin(loanApplications, eq(loanApplications.id, consentRecords.applicationId))
    .innerJoin(creditText, eq(creditText.sha256, consentRecords.creditSearchText))
    .innerJoin(commissionText, eq(commissionText.sha256, consentRecords.commissionText))
    .innerJoin(privacyText, eq(privacyText.sha256, consentRecords.privacyText))
    .where(and(eq(consentRecords.applicationId, applicationId), isNull(loanApplications.erasedAt)));
  return row && row.record.tickedAt ? row : null;
}

type Stored = NonNullable<Awaited<ReturnType<typeof storedConsent>>>;

/** The certificate of one lead, field by field from the stored rows (a fixed key order: the signed bytes). */
function certificateOf(stored: Stored, issue: { reference: string; kid: string; issuedAt: Date }): ConsentCertificate {
  const { record } = stored;
  const shownAt = iso(record.shownAt);
  const tickedAt = iso(record.tickedAt);
  return {
    format: 'consent-certificate/1',
    reference: issue.reference,
    kid: issue.kid,
    issuedAt: issue.issuedAt.toISOString(),
    screen: record.screen,
    build: record.build,
    creditSearchConsent: { version: stored.credit.version, text: stored.credit.body, shownAt, tickedAt },
    commissionNotice: { version: stored.commission.version, text: stored.commission.body, shownAt, tickedAt: null },
    // The box the applicant ticks says they have read the Privacy Policy this notice links.
    privacyNotice: { version: stored.privacy.version, text: stored.privacy.body, shownAt, tickedAt },
    secci: { sha256: record.secciSha256, shownAt },
    ipAddressHash: record.ipHash,
    userAgentHash: record.userAgentHash,
  };
}

/**
 * Signs the certificate of a lead about to be posted to a lender, once (a post sent again keeps the
 * first): true when the lead has one (a consent with its tick on record), false otherwise.
 */
export async function issueCertificate(
  db: Database,
  signer: BrokerSigner,
  lead: { applicationId: string; lenderId: string; reference: string; now: Date },
): Promise<boolean> {
  const [issued] = await db
    .select({ reference: consentCertificates.reference })
    .from(consentCertificates)
    .where(and(eq(consentCertificates.lenderId, lead.lenderId), eq(consentCertificates.reference, lead.reference)));
  if (issued) return true;
  const stored = await storedConsent(db, lead.applicationId);
  if (!stored) return false;
  const issue = { reference: lead.reference, kid: signer.kid, issuedAt: lead.now };
  const signature = await signer.sign(certificateOf(stored, issue));
  await db
    .insert(consentCertificates)
    .values({ lenderId: lead.lenderId, applicationId: lead.applicationId, ...issue, signature })
    .onConflictDoNothing();
  return true;
}

/**
 * The certificate issued to this lender for this reference, rebuilt from the stored fields, with its
 * signature; null when none (or the application was erased).
 */
export async function issuedCertificate(
  db: Executor,
  lenderId: string,
  reference: string,
): Promise<SignedCertificate | null> {
  const [issued] = await db
    .select()
    .from(consentCertificates)
    .where(and(eq(consentCertificates.lenderId, lenderId), eq(consentCertificates.reference, reference)));
  if (!issued) return null;
  const stored = await storedConsent(db, issued.applicationId);
  if (!stored) return null;
  return { certificate: certificateOf(stored, issued), signature: issued.signature };
}

/**
 * What the ping tree calls before posting a lead: signs that lender's certificate and answers its
 * URL, or null when the application has no consent on record.
 */
export const consentCertificatesFor =
  (db: Database, signer: BrokerSigner, publicUrl: string, clock: Clock) =>
  async (applicationId: string, lenderId: string): Promise<string | null> => {
    const reference = leadReferenceFor(applicationId, lenderId);
    const issued = await issueCertificate(db, signer, { applicationId, lenderId, reference, now: clock.now() });
    return issued ? certificateUrl(publicUrl, reference) : null;
  };

/** Where the lender fetches a lead's certificate (absolute, on PUBLIC_URL). */
export const certificateUrl = (publicUrl: string, reference: string): string =>
  `${publicUrl}/api/lenders/v1/consent-certificates/${reference}`;
