import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { consentRecords, consentTexts, type loanApplications } from '#server/db/schema/index.ts';
import { consentScreenTexts, plainTextOf, type ConsentText } from '#shared/application/consent-texts.ts';
import type { CommissionRange } from '#shared/commission.ts';
import { renderSecciPdf } from './secci-pdf.ts';

// What the applicant saw and agreed to (issue 43 item 2, decision 138): the consent screen's texts
// as served (with their versions, the SECCI document's SHA-256, the screen and the site build) and
// then the tick, with the request's IP address and user agent as salted hashes. The consent
// certificate a lender fetches is built from these rows only.

type ApplicationRow = typeof loanApplications.$inferSelect;

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** Stores a text once by its SHA-256 (of kind, version and words), returning that key. */
async function storeText(db: Executor, text: ConsentText): Promise<string> {
  const body = plainTextOf(text);
  const key = sha256(`${text.kind}\n${text.version}\n${body}`);
  await db
    .insert(consentTexts)
    .values({ sha256: key, kind: text.kind, version: text.version, body })
    .onConflictDoNothing();
  return key;
}

/** SHA-256 of the SECCI PDF the consent screen offers for this loan at `at` (the bytes /api/secci-download sends). */
export async function secciSha256(row: Pick<ApplicationRow, 'loanAmount' | 'loanTerm'>, at: Date): Promise<string> {
  const pdf = await renderSecciPdf({
    amount: row.loanAmount ?? 0,
    term: row.loanTerm ?? 0,
    personalised: true,
    preparedOn: at,
  });
  return sha256(pdf);
}

export type ConsentScreen = {
  commission: CommissionRange | null;
  /** The screen's path, e.g. /apply/consent. */
  screen: string;
  /** The site build that rendered it. */
  build: string;
};

async function screenValues(db: Executor, row: ApplicationRow, shown: ConsentScreen, at: Date) {
  const texts = consentScreenTexts(shown.commission);
  return {
    screen: shown.screen,
    build: shown.build,
    creditSearchText: await storeText(db, texts.creditSearch),
    commissionText: await storeText(db, texts.commissionNotice),
    privacyText: await storeText(db, texts.privacyNotice),
    secciSha256: await secciSha256(row, at),
  };
}

/**
 * The consent screen was served for this draft: its texts and SECCI hash are recorded, replacing
 * what an earlier showing recorded, until the box is ticked (after that nothing changes).
 */
export async function recordConsentShown(db: Executor, row: ApplicationRow, shown: ConsentScreen, now: Date) {
  const values = { ...(await screenValues(db, row, shown, now)), shownAt: now };
  await db
    .insert(consentRecords)
    .values({ applicationId: row.id, ...values, hashSalt: randomBytes(16).toString('hex') })
    .onConflictDoUpdate({ target: consentRecords.applicationId, set: values, where: isNull(consentRecords.tickedAt) });
}

/**
 * The box was ticked (the consent submit that moved the draft): the time, and the request's IP
 * address and user agent as SHA-256 salted with the record's own salt. Without a showing on record
 * (a client of the JSON API that never loaded the screen) the texts are recorded as of now, with
 * no time shown.
 */
export async function recordConsentTicked(
  db: Executor,
  row: ApplicationRow,
  input: { now: Date; ip: string; userAgent: string; screen: ConsentScreen },
) {
  const [existing] = await db
    .select({ hashSalt: consentRecords.hashSalt })
    .from(consentRecords)
    .where(eq(consentRecords.applicationId, row.id));
  const salt = existing?.hashSalt ?? randomBytes(16).toString('hex');
  const ticked = {
    tickedAt: input.now,
    ipHash: sha256(`${salt}:${input.ip}`),
    userAgentHash: sha256(`${salt}:${input.userAgent}`),
  };
  if (existing) {
    await db
      .update(consentRecords)
      .set(ticked)
      .where(and(eq(consentRecords.applicationId, row.id), isNull(consentRecords.tickedAt)));
    return;
  }
  const values = await screenValues(db, row, input.screen, input.now);
  await db
    .insert(consentRecords)
    .values({ applicationId: row.id, ...values, shownAt: null, hashSalt: salt, ...ticked })
    .onConflictDoNothing();
}
