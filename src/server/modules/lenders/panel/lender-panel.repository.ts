import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { leadAttempts, loanApplications, type ApplicationStatus } from '#server/db/schema/index.ts';
import type { PanelName } from '#server/modules/lenders/directory/index.ts';
import type { PanelStatus } from '#shared/application/status.ts';

export type AttemptRow = typeof leadAttempts.$inferSelect;
/**
 * What a posted row records of its two calls (issue 28): the tries, the ping's own answer (the
 * row's other columns take the post's) and the post's own time and latency.
 */
export type PostColumns = Pick<
  AttemptRow,
  'postTries' | 'pingLatencyMs' | 'pingHttpStatus' | 'pingDecision' | 'pingPrice' | 'postSentAt' | 'postLatencyMs'
>;
export type AttemptResult = Pick<
  AttemptRow,
  'latencyMs' | 'httpStatus' | 'decision' | 'price' | 'leadRef' | 'redirectUrl' | 'errorReason'
> &
  Partial<PostColumns>;

/** A claimed attempt has no latency yet: it is written before the call and completed after. */
export const IN_PROGRESS_REASON = 'interrupted before the lender answered';
/**
 * A post that stayed unanswered up to the ceiling, whose withdrawal is not yet acknowledged: the
 * lender may hold the lead, so no one else may have it (a resumed run withdraws it again first).
 */
export const WITHDRAWING_REASON = 'no answer to the full lead: withdrawing it';

export const findApplication = (db: Database, id: string) =>
  db.query.loanApplications.findFirst({ where: eq(loanApplications.id, id) });

export const applicationIdOfSession = async (db: Database, ownerSessionId: string) =>
  (
    await db
      .select({ id: loanApplications.id })
      .from(loanApplications)
      .where(eq(loanApplications.ownerSessionId, ownerSessionId))
      .limit(1)
  )[0]?.id ?? null;

/**
 * The attempt rows of one tier: inserted when absent, else the existing ones (one round trip for
 * the new ones, so the tier's pings start together). The unique (application_id, lender_id)
 * index makes a second attempt at the same lender impossible.
 */
export async function claimAttempts(
  db: Database,
  applicationId: string,
  panel: PanelName,
  lenders: { lenderId: string; lenderName: string; tier: number }[],
  attemptedAt: Date,
): Promise<Map<string, AttemptRow>> {
  if (lenders.length === 0) return new Map();
  const inserted = await db
    .insert(leadAttempts)
    .values(
      lenders.map((l) => ({
        ...l,
        applicationId,
        panel,
        attemptedAt,
        decision: 'error' as const,
        errorReason: IN_PROGRESS_REASON,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const rows = new Map(inserted.map((row) => [row.lenderId, row]));
  const missing = lenders.map((l) => l.lenderId).filter((id) => !rows.has(id));
  if (missing.length > 0) {
    const existing = await db
      .select()
      .from(leadAttempts)
      .where(and(eq(leadAttempts.applicationId, applicationId), inArray(leadAttempts.lenderId, missing)));
    for (const row of existing) rows.set(row.lenderId, row);
  }
  return rows;
}

/**
 * The application's erasure, read now (not as the run read it at its start): its row's `erasedAt`,
 * or undefined when there is no row. `share` locks the row until the transaction ends, so an erasure
 * under way finishes first and one that starts after waits (exchange-bodies.ts).
 */
export async function applicationErasure(
  db: Executor,
  applicationId: string,
  lock?: 'share',
): Promise<{ erasedAt: Date | null } | undefined> {
  const read = db
    .select({ erasedAt: loanApplications.erasedAt })
    .from(loanApplications)
    .where(eq(loanApplications.id, applicationId));
  const [row] = await (lock ? read.for(lock) : read);
  return row;
}

/** When the application's personal data was erased, read now; null when it was not. */
export const erasedAtOf = async (db: Executor, applicationId: string): Promise<Date | null> =>
  (await applicationErasure(db, applicationId))?.erasedAt ?? null;

export async function completeAttempt(db: Database, id: number, result: AttemptResult): Promise<void> {
  await db.update(leadAttempts).set(result).where(eq(leadAttempts.id, id));
}

/**
 * Records that an unanswered post is being withdrawn (not finished: no latency yet), with the post
 * made, so a run resumed after a crash still has its tries and timing.
 */
export async function markWithdrawing(db: Database, id: number, post: Partial<PostColumns>): Promise<void> {
  await db
    .update(leadAttempts)
    .set({ decision: 'timeout', latencyMs: null, errorReason: WITHDRAWING_REASON, ...post })
    .where(eq(leadAttempts.id, id));
}

export const attemptsOf = (db: Database, applicationId: string) =>
  db
    .select()
    .from(leadAttempts)
    .where(eq(leadAttempts.applicationId, applicationId))
    .orderBy(leadAttempts.attemptedAt, leadAttempts.tier, leadAttempts.id);

export type OutcomeWrite = {
  status: ApplicationStatus;
  apiStatus: PanelStatus;
  leadId: string | null;
  redirectUrl: string | null;
  price: number | null;
  apiErrors: unknown;
};

/** Stores the primary outcome once: a second writer (a retried job) finds it already set. */
export async function writePrimaryOutcome(
  db: Database,
  id: string,
  outcome: OutcomeWrite,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(loanApplications)
    .set({ ...outcome, completedAt: now, updatedAt: now })
    .where(and(eq(loanApplications.id, id), isNull(loanApplications.apiStatus)))
    .returning({ id: loanApplications.id });
  return rows.length > 0;
}

/** A secondary outcome replaces the stored one only when it is better and nothing was sold yet. */
export async function writeSecondaryOutcome(db: Database, id: string, outcome: OutcomeWrite, now: Date): Promise<void> {
  const better =
    outcome.apiStatus === 'sold' ? ['pending', 'reject'] : outcome.apiStatus === 'pending' ? ['reject'] : [];
  if (better.length === 0) return;
  await db
    .update(loanApplications)
    .set({ ...outcome, updatedAt: now })
    .where(and(eq(loanApplications.id, id), inArray(loanApplications.apiStatus, better as ('pending' | 'reject')[])));
}

/** The loan behind a lead a lender bought (the sandbox offer page shows it; nothing personal). */
export async function soldLeadSummary(db: Database, lenderId: string, leadRef: string) {
  const rows = await db
    .select({
      lenderName: leadAttempts.lenderName,
      loanAmount: loanApplications.loanAmount,
      loanTerm: loanApplications.loanTerm,
    })
    .from(leadAttempts)
    .innerJoin(loanApplications, eq(loanApplications.id, leadAttempts.applicationId))
    .where(
      and(eq(leadAttempts.lenderId, lenderId), eq(leadAttempts.leadRef, leadRef), eq(leadAttempts.decision, 'sold')),
    )
    .limit(1);
  return rows[0] ?? null;
}
