import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import {
  leadOutcomes,
  leadReturns,
  lenderIdempotencyKeys,
  type LeadOutcome,
  type ReturnReason,
  type ReturnStatus,
} from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import { appendCredit, findSale, lockLenderMonth, salesInMonth } from '#server/modules/lenders/ledger/index.ts';
import { toPence } from '#server/lib/money.ts';

export const DEFAULT_RETURN_WINDOW_HOURS = 168;
export const DEFAULT_RETURN_CAP_PERCENT = 10;

export const returnWindowHoursOf = (lender: LenderConfig): number =>
  lender.returnWindowHours ?? DEFAULT_RETURN_WINDOW_HOURS;
export const returnCapPercentOf = (lender: LenderConfig): number =>
  lender.returnCapPercent ?? DEFAULT_RETURN_CAP_PERCENT;

/** Same message whether the lead does not exist or belongs to another lender: nothing leaks. */
const leadNotFound = () => new AppError('NOT_FOUND', 'No lead with this reference was sent to you');

export type Answer = { status: number; body: Record<string, unknown> };

/**
 * Runs a lender's POST once per Idempotency-Key: the key is claimed in the same transaction as the
 * work, so a repeat (even a concurrent one, which waits for the first to commit) gets the first
 * answer; a failed call stores nothing and may be tried again. The same key with another request
 * (method, path or body) is refused with 422.
 */
export async function idempotent(
  db: Database,
  claim: { lenderId: string; key: string; requestHash: string; now: Date },
  run: (tx: Executor) => Promise<Answer>,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(lenderIdempotencyKeys)
      .values({ ...claim, statusCode: 0, body: {}, createdAt: claim.now })
      .onConflictDoNothing()
      .returning({ key: lenderIdempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select()
        .from(lenderIdempotencyKeys)
        .where(and(eq(lenderIdempotencyKeys.lenderId, claim.lenderId), eq(lenderIdempotencyKeys.key, claim.key)));
      if (!first) throw new Error('idempotency key vanished');
      if (first.requestHash !== claim.requestHash)
        throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different request');
      return { status: first.statusCode, body: first.body as Record<string, unknown> };
    }
    const answer = await run(tx);
    await tx
      .update(lenderIdempotencyKeys)
      .set({ statusCode: answer.status, body: answer.body })
      .where(and(eq(lenderIdempotencyKeys.lenderId, claim.lenderId), eq(lenderIdempotencyKeys.key, claim.key)));
    return answer;
  });
}

/**
 * The application behind a reference this lender was posted (the full lead), or null. A sale is
 * found by its ledger entry; a lead posted but not bought by recomputing the reference of the
 * lender's posted attempts (the same SHA-256 the lead protocol uses, lender-client.ts).
 */
export async function postedApplication(tx: Executor, lenderId: string, reference: string): Promise<string | null> {
  const sale = await findSale(tx, lenderId, reference);
  if (sale) return sale.applicationId;
  const rows = await tx.execute<{ application_id: string }>(sql`
    select application_id from lead_attempts
    where lender_id = ${lenderId}
      and (post_tries is not null or decision = 'sold')
      and left(encode(sha256(convert_to(application_id::text || ':' || lender_id, 'UTF8')), 'hex'), 40) = ${reference}
    limit 1`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { application_id: string }[] }).rows;
  return list[0]?.application_id ?? null;
}

export type OutcomeInput = {
  reference: string;
  outcome: LeadOutcome;
  amount?: number | undefined;
  apr?: number | undefined;
  termMonths?: number | undefined;
};

/** A lender reports what became of a lead it was posted; a later report replaces the earlier one. */
export async function recordOutcome(
  tx: Executor,
  lender: LenderConfig,
  input: OutcomeInput,
  now: Date,
): Promise<Answer> {
  const applicationId = await postedApplication(tx, lender.id, input.reference);
  if (!applicationId) throw leadNotFound();
  const funded = input.outcome === 'funded';
  const values = {
    outcome: input.outcome,
    amountPence: funded && input.amount !== undefined ? toPence(input.amount) : null,
    aprHundredths: funded && input.apr !== undefined ? Math.round(input.apr * 100) : null,
    termMonths: funded ? (input.termMonths ?? null) : null,
    reportedAt: now,
  };
  await tx
    .insert(leadOutcomes)
    .values({ lenderId: lender.id, reference: input.reference, applicationId, ...values })
    .onConflictDoUpdate({ target: [leadOutcomes.lenderId, leadOutcomes.reference], set: values });
  return { status: 200, body: { reference: input.reference, outcome: input.outcome } };
}

export type ReturnInput = { reference: string; reason: ReturnReason; note?: string | undefined };

/**
 * A lender returns a lead it bought: within its window after the sale, once per lead. Accepted at
 * once (the price credited) while the month's accepted returns stay within the lender's cap of the
 * month's leads, else under review. The lender's month is locked for the count and the write, so
 * concurrent returns cannot all slip under the cap (decision 065).
 */
export async function returnLead(tx: Executor, lender: LenderConfig, input: ReturnInput, now: Date): Promise<Answer> {
  const sale = await findSale(tx, lender.id, input.reference);
  if (!sale) throw leadNotFound();
  const windowHours = returnWindowHoursOf(lender);
  if (now.getTime() - sale.occurredAt.getTime() > windowHours * 3_600_000)
    throw new AppError('UNPROCESSABLE', `Returns are accepted up to ${windowHours} hours after the sale`);
  await lockLenderMonth(tx, lender.id, sale.saleMonth);
  const [existing] = await tx
    .select({ id: leadReturns.id })
    .from(leadReturns)
    .where(and(eq(leadReturns.lenderId, lender.id), eq(leadReturns.reference, input.reference)));
  if (existing) throw new AppError('CONFLICT', 'This lead has already been returned');
  const [leads, accepted] = await Promise.all([
    salesInMonth(tx, lender.id, sale.saleMonth),
    acceptedReturnsInMonth(tx, lender.id, sale.saleMonth),
  ]);
  const withinCap = (accepted + 1) * 100 <= returnCapPercentOf(lender) * leads;
  const status: ReturnStatus = withinCap ? 'accepted' : 'under_review';
  const [row] = await tx
    .insert(leadReturns)
    .values({
      lenderId: lender.id,
      reference: input.reference,
      applicationId: sale.applicationId,
      saleMonth: sale.saleMonth,
      reason: input.reason,
      note: input.note ?? null,
      status,
      creditPence: withinCap ? sale.amountPence : 0,
      requestedAt: now,
    })
    .returning({ id: leadReturns.id });
  if (!row) throw new Error('return not written');
  if (withinCap) await appendCredit(tx, sale, row.id, now, null);
  return { status: 201, body: { returnId: row.id, status, credit: withinCap ? sale.amountPence : 0 } };
}

export async function acceptedReturnsInMonth(tx: Executor, lenderId: string, month: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leadReturns)
    .where(
      and(eq(leadReturns.lenderId, lenderId), eq(leadReturns.saleMonth, month), eq(leadReturns.status, 'accepted')),
    );
  return row?.n ?? 0;
}
