import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  analyticsEvents,
  loanApplications,
  resubmitLinkUses,
  type ApplicationStatus,
} from '#server/db/schema/index.ts';

export type ApplicationRow = typeof loanApplications.$inferSelect;
export type ApplicationValues = Partial<typeof loanApplications.$inferInsert>;
/** The database or a transaction on it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export async function findByOwner(db: Executor, ownerSessionId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(loanApplications)
    .where(eq(loanApplications.ownerSessionId, ownerSessionId))
    .limit(1);
  return row ?? null;
}

export async function findByPublicId(db: Executor, sessionId: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(loanApplications).where(eq(loanApplications.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/**
 * The session's draft, created when absent. Two first saves racing on one session meet on the
 * unique owner index: one inserts, both read the same row.
 */
export async function findOrCreateDraft(
  db: Executor,
  input: { ownerSessionId: string; publicId: string; context: ApplicationValues; now: Date },
): Promise<{ row: ApplicationRow; created: boolean }> {
  const existing = await findByOwner(db, input.ownerSessionId);
  if (existing) return { row: existing, created: false };
  const [inserted] = await db
    .insert(loanApplications)
    .values({
      ...input.context,
      sessionId: input.publicId,
      ownerSessionId: input.ownerSessionId,
      status: 'draft',
      currentStep: 1,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: loanApplications.ownerSessionId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const raced = await findByOwner(db, input.ownerSessionId);
  if (!raced) throw new Error('draft insert conflicted but no draft was found');
  return { row: raced, created: false };
}

/** Writes one step's columns while the row is still a draft; false when it no longer is. */
export async function saveStepColumns(
  db: Executor,
  id: string,
  step: number,
  values: ApplicationValues,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(loanApplications)
    .set({ ...values, currentStep: sql`greatest(${loanApplications.currentStep}, ${step + 1})`, updatedAt: now })
    .where(and(eq(loanApplications.id, id), eq(loanApplications.status, 'draft')))
    .returning({ id: loanApplications.id });
  return updated.length === 1;
}

/** Draft → processing with the consents; false when another request got there first. */
export async function markConsented(db: Executor, id: string, values: ApplicationValues, now: Date): Promise<boolean> {
  const updated = await db
    .update(loanApplications)
    .set({ ...values, status: 'processing', currentStep: 8, submittedAt: now, updatedAt: now })
    .where(and(eq(loanApplications.id, id), eq(loanApplications.status, 'draft')))
    .returning({ id: loanApplications.id });
  return updated.length === 1;
}

const OPEN_STATUSES: ApplicationStatus[] = ['processing', 'error'];

/** Stores the panel outcome unless one is stored already (the panel may have written it itself). */
export async function recordOutcome(
  db: Executor,
  id: string,
  outcome: { status: 'sold' | 'pending' | 'reject'; redirectUrl?: string; leadId?: string; price?: number },
  now: Date,
): Promise<void> {
  await db
    .update(loanApplications)
    .set({
      apiStatus: outcome.status,
      status: outcome.status === 'reject' ? 'rejected' : outcome.status,
      redirectUrl: outcome.redirectUrl ?? null,
      leadId: outcome.leadId ?? null,
      price: outcome.price ?? null,
      completedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(loanApplications.id, id),
        isNull(loanApplications.apiStatus),
        inArray(loanApplications.status, OPEN_STATUSES),
      ),
    );
}

/** Open → referred by the gate (ADR 021); false when an outcome or another referral got there first. */
export async function markReferred(db: Executor, id: string, reason: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(loanApplications)
    .set({ status: 'referred', gateReason: reason, completedAt: now, updatedAt: now })
    .where(
      and(
        eq(loanApplications.id, id),
        isNull(loanApplications.apiStatus),
        inArray(loanApplications.status, OPEN_STATUSES),
      ),
    )
    .returning({ id: loanApplications.id });
  return updated.length === 1;
}

export async function markError(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(loanApplications)
    .set({ status: 'error', updatedAt: now })
    .where(
      and(
        eq(loanApplications.id, id),
        isNull(loanApplications.apiStatus),
        inArray(loanApplications.status, OPEN_STATUSES),
      ),
    );
}

export async function insertEvent(
  db: Executor,
  input: { sessionId: string; eventType: string; step: number; page: string; now: Date },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    sessionId: input.sessionId,
    eventType: input.eventType,
    eventCategory: 'application',
    step: input.step,
    page: input.page,
    createdAt: input.now,
  });
}

/** Claims a resubmit link; false when it was used before. */
export async function claimResubmitLink(
  db: Executor,
  input: { sigHash: string; applicationId: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(resubmitLinkUses)
    .values({
      sigHash: input.sigHash,
      applicationId: input.applicationId,
      expiresAt: input.expiresAt,
      usedAt: input.now,
    })
    .onConflictDoNothing({ target: resubmitLinkUses.sigHash })
    .returning({ sigHash: resubmitLinkUses.sigHash });
  return inserted.length === 1;
}

/** Gives a link back when its use ended in a panel failure, so the applicant can try it again. */
export async function releaseResubmitLink(db: Executor, sigHash: string): Promise<void> {
  await db.delete(resubmitLinkUses).where(eq(resubmitLinkUses.sigHash, sigHash));
}
