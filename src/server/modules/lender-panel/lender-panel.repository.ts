import { and, desc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadAttempts, loanApplications, type ApplicationStatus } from '#server/db/schema/index.ts';
import type { PanelName } from './panel-config.ts';
import {
  compareIdentity,
  normaliseEmail,
  normaliseMobile,
  normalisedEmailSql,
  normalisedMobileSql,
  type Identity,
} from './applicant-identity.ts';
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

/**
 * An earlier application with an outcome since `since` whose applicant is the same (email, mobile
 * and date of birth, normalised) or nearly (two of the three): its id and which, nothing else of it.
 * Candidates share the normalised email or mobile (every pair of two includes one of them).
 */
export async function findEarlierApplicant(
  db: Database,
  app: { id: string } & Identity,
  since: Date,
): Promise<{ id: string; match: 'same' | 'near' } | null> {
  const email = app.email ? normaliseEmail(app.email) : null;
  const mobile = app.mobilePhone ? normaliseMobile(app.mobilePhone) : null;
  const shared = [
    ...(email ? [eq(normalisedEmailSql(loanApplications.email), email)] : []),
    ...(mobile ? [eq(normalisedMobileSql(loanApplications.mobilePhone), mobile)] : []),
  ];
  if (shared.length === 0) return null;
  const rows = await db
    .select({
      id: loanApplications.id,
      email: loanApplications.email,
      mobilePhone: loanApplications.mobilePhone,
      dateOfBirth: loanApplications.dateOfBirth,
    })
    .from(loanApplications)
    .where(
      and(
        ne(loanApplications.id, app.id),
        or(...shared),
        isNotNull(loanApplications.apiStatus),
        gte(loanApplications.completedAt, since),
      ),
    )
    .orderBy(desc(loanApplications.completedAt))
    .limit(50);
  const compared = rows.map((row) => ({ id: row.id, match: compareIdentity(app, row) }));
  const found = compared.find((c) => c.match === 'same') ?? compared.find((c) => c.match === 'near');
  return found?.match ? { id: found.id, match: found.match } : null;
}

/**
 * A near match (two of the three identifiers): referred for a person's review instead of sold
 * (status `referred`, reason `possible-duplicate`); only while no outcome is stored.
 */
export async function referPossibleDuplicate(db: Database, id: string, apiErrors: unknown, now: Date) {
  const rows = await db
    .update(loanApplications)
    .set({ status: 'referred', gateReason: 'possible-duplicate', apiErrors, completedAt: now, updatedAt: now })
    .where(
      and(eq(loanApplications.id, id), isNull(loanApplications.apiStatus), eq(loanApplications.status, 'processing')),
    )
    .returning({ id: loanApplications.id });
  return rows.length > 0;
}

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
