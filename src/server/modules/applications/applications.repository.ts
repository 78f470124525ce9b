import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { loanApplications, resubmitLinkUses, type ApplicationStatus } from '#server/db/schema/index.ts';
import type { PanelStatus } from '#shared/application/status.ts';

export type ApplicationRow = typeof loanApplications.$inferSelect;
export type ApplicationValues = Partial<typeof loanApplications.$inferInsert>;

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
  outcome: { status: PanelStatus; redirectUrl?: string; leadId?: string; price?: number },
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
