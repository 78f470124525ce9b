import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { ATTEMPT_BODY_CONTEXT, leadAttemptBodies } from '#server/db/schema/index.ts';
import { decryptOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import type { HttpResult } from './lender-http.ts';

// Each call's bodies as they went (issue 43.1, decision 149): the JSON we sent a lender and what it
// answered, kept for its exchange log. Sealed at rest with the data key, as bank details are; bank
// details themselves are never kept (the lead page never shows them); a body is kept up to a bound.

/** A call's bodies: null where nothing was sent (refused before connecting) or nothing answered (a timeout). */
export type CallBodies = { request: string | null; answer: string | null };
type Context = { request: string; answer: string };

export const bodiesOf = (result: HttpResult): CallBodies => ({
  request: result.request ?? null,
  answer: result.answer ?? null,
});

/** The most of one body kept: a lead is about 2 KB; a lender's answer may be up to 256 KB. */
export const KEPT_BODY_CHARS = 8_192;
/** Keys of bank details, whoever writes them (we send none; a lender's answer might). */
const BANK_KEY =
  /^(sort_?code|account_?(number|name|holder(_?name)?)|bank(_?(name|account|details))?|iban|bic|swift)$/i;
export const NOT_KEPT = '[not kept]';

/** The JSON value without bank details, and whether any were there. */
function withoutBankDetails(value: unknown): { value: unknown; removed: boolean } {
  let removed = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([key, inner]) => {
      if (!BANK_KEY.test(key)) return [key, walk(inner)];
      removed = true;
      return [key, NOT_KEPT];
    });
    return Object.fromEntries(entries);
  };
  const kept = walk(value);
  return { value: kept, removed };
}

/**
 * A body as kept: as it went, but a JSON body with bank details in it is written again without them,
 * and a body longer than KEPT_BODY_CHARS is cut there, saying how much was left out.
 */
export function keptBody(text: string): string {
  let kept = text;
  try {
    const cleaned = withoutBankDetails(JSON.parse(text));
    if (cleaned.removed) kept = JSON.stringify(cleaned.value);
  } catch {
    // Not JSON: kept as received.
  }
  if (kept.length <= KEPT_BODY_CHARS) return kept;
  return `${kept.slice(0, KEPT_BODY_CHARS)}… (${kept.length - KEPT_BODY_CHARS} more characters not kept)`;
}

/** Bodies sealed for their columns (null stays null). */
export const sealBodies = (cipher: FieldCipher, bodies: CallBodies, context: Context) => ({
  request: bodies.request === null ? null : cipher.encrypt(keptBody(bodies.request), context.request),
  answer: bodies.answer === null ? null : cipher.encrypt(keptBody(bodies.answer), context.answer),
});

/** Sealed bodies opened (one sealed under another key reads as not kept). */
export const openBodies = (cipher: FieldCipher, sealed: CallBodies, context: Context): CallBodies => ({
  request: sealed.request === null ? null : decryptOrNull(cipher, sealed.request, context.request),
  answer: sealed.answer === null ? null : decryptOrNull(cipher, sealed.answer, context.answer),
});

/** Keeps the bodies of an attempt's calls; a resumed run's replace an earlier run's. */
export async function keepAttemptBodies(
  db: Executor,
  cipher: FieldCipher,
  attemptId: number,
  calls: { stage: 'ping' | 'post'; bodies: CallBodies | undefined }[],
): Promise<void> {
  const rows = calls.flatMap(({ stage, bodies }) =>
    bodies && (bodies.request !== null || bodies.answer !== null)
      ? [{ attemptId, stage, ...sealBodies(cipher, bodies, ATTEMPT_BODY_CONTEXT) }]
      : [],
  );
  if (!rows.length) return;
  await db
    .insert(leadAttemptBodies)
    .values(rows)
    .onConflictDoUpdate({
      target: [leadAttemptBodies.attemptId, leadAttemptBodies.stage],
      set: { request: sql`excluded.request`, answer: sql`excluded.answer` },
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
