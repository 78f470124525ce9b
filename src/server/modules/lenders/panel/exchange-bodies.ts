import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { ATTEMPT_BODY_CONTEXT, leadAttemptBodies } from '#server/db/schema/index.ts';
import { decryptOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import { NO_BANK_DETAILS, withoutBankDetails, type BankDetails } from './exchange-bank-details.ts';
import type { HttpResult } from './lender-http.ts';
import { applicationErasure } from './lender-panel.repository.ts';

// Each call's bodies as they went (issue 43.1, decision 149): the JSON we sent a lender and what it
// answered, kept for its exchange log. Sealed at rest with the data key, as bank details are; bank
// details themselves are never kept (exchange-bank-details.ts); a body is kept up to a bound; none is
// kept once the application is erased.

/** A call's bodies: null where nothing was sent (refused before connecting) or nothing answered (a timeout). */
export type CallBodies = { request: string | null; answer: string | null };
type Context = { request: string; answer: string };

export const bodiesOf = (result: HttpResult): CallBodies => ({
  request: result.request ?? null,
  answer: result.answer ?? null,
});

/** The most of one body kept: a lead is about 2 KB; a lender's answer may be up to 256 KB. */
export const KEPT_BODY_CHARS = 8_192;
/**
 * A body as kept: as it went, but without bank details (exchange-bank-details.ts: a JSON body is
 * written again without them, the applicant's own values are taken out of any body), and cut at
 * KEPT_BODY_CHARS, saying how much was left out.
 */
export function keptBody(text: string, bank: BankDetails = NO_BANK_DETAILS): string {
  const kept = withoutBankDetails(text, bank);
  if (kept.length <= KEPT_BODY_CHARS) return kept;
  return `${kept.slice(0, KEPT_BODY_CHARS)}… (${kept.length - KEPT_BODY_CHARS} more characters not kept)`;
}

/** Bodies sealed for their columns (null stays null). */
export const sealBodies = (
  cipher: FieldCipher,
  bodies: CallBodies,
  context: Context,
  bank: BankDetails = NO_BANK_DETAILS,
) => ({
  request: bodies.request === null ? null : cipher.encrypt(keptBody(bodies.request, bank), context.request),
  answer: bodies.answer === null ? null : cipher.encrypt(keptBody(bodies.answer, bank), context.answer),
});

/** Sealed bodies opened (one sealed under another key reads as not kept). */
export const openBodies = (cipher: FieldCipher, sealed: CallBodies, context: Context): CallBodies => ({
  request: sealed.request === null ? null : decryptOrNull(cipher, sealed.request, context.request),
  answer: sealed.answer === null ? null : decryptOrNull(cipher, sealed.answer, context.answer),
});

/**
 * Keeps the bodies of an attempt's calls, without the applicant's bank details; a resumed run's
 * replace an earlier run's. None once the application is erased (a run still going when it was):
 * its row is locked first, so an erasure under way finishes before this reads it, and one that
 * starts after waits for these rows and deletes them (retention.service.ts eraseApplication).
 */
export async function keepAttemptBodies(
  db: Executor,
  cipher: FieldCipher,
  attempt: { id: number; applicationId: string },
  calls: { stage: 'ping' | 'post'; bodies: CallBodies | undefined }[],
  bank: BankDetails,
): Promise<void> {
  const rows = calls.flatMap(({ stage, bodies }) =>
    bodies && (bodies.request !== null || bodies.answer !== null)
      ? [{ attemptId: attempt.id, stage, ...sealBodies(cipher, bodies, ATTEMPT_BODY_CONTEXT, bank) }]
      : [],
  );
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    const application = await applicationErasure(tx, attempt.applicationId, 'share');
    if (!application || application.erasedAt) return;
    await tx
      .insert(leadAttemptBodies)
      .values(rows)
      .onConflictDoUpdate({
        target: [leadAttemptBodies.attemptId, leadAttemptBodies.stage],
        set: { request: sql`excluded.request`, answer: sql`excluded.answer` },
      });
  });
}

/** The bodies kept of these attempts' calls, by `attemptId:stage`. */
export async function attemptBodies(
  db: Executor,
  cipher: FieldCipher,
  attemptIds: number[],
): Promise<Map<string, CallBodies>> {
  if (!attemptIds.length) return new Map();
  const rows = await db.select().from(leadAttemptBodies).where(inArray(leadAttemptBodies.attemptId, attemptIds));
  return new Map(rows.map((row) => [`${row.attemptId}:${row.stage}`, openBodies(cipher, row, ATTEMPT_BODY_CONTEXT)]));
}
