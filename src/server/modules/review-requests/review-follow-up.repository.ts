import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loanApplications, reviewRequests } from '#server/db/schema/index.ts';
import type { ReviewFollowUp } from '#shared/admin/complaints-schemas.ts';

/** What the reopening replaced, to put back if the applicant cannot be told (decision 125). */
export type ReopenedFrom = Pick<
  typeof loanApplications.$inferSelect,
  'status' | 'apiStatus' | 'leadId' | 'redirectUrl' | 'price' | 'completedAt'
>;

/**
 * Reopens an application our rules decided (the gate's `referred`, or `rejected` by the duplicate
 * rule) for the lender panel, marked as cleared by a person's review: `processing`, no outcome.
 * Null when it is no longer such an application (erased, or a lender's outcome stored meanwhile).
 * The rule's own record (gate reason, duplicate record) stays, for the record of what was reviewed.
 */
export async function reopenForLenders(db: Database, id: string, now: Date): Promise<ReopenedFrom | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: loanApplications.status,
        apiStatus: loanApplications.apiStatus,
        leadId: loanApplications.leadId,
        redirectUrl: loanApplications.redirectUrl,
        price: loanApplications.price,
        completedAt: loanApplications.completedAt,
      })
      .from(loanApplications)
      .where(
        and(
          eq(loanApplications.id, id),
          isNull(loanApplications.erasedAt),
          isNull(loanApplications.reviewClearedAt),
          or(
            eq(loanApplications.status, 'referred'),
            and(
              eq(loanApplications.status, 'rejected'),
              sql`${loanApplications.apiErrors} ->> 'duplicateOf' is not null`,
            ),
          ),
        ),
      )
      .for('update');
    if (!before) return null;
    await tx
      .update(loanApplications)
      .set({
        status: 'processing',
        apiStatus: null,
        leadId: null,
        redirectUrl: null,
        price: null,
        completedAt: null,
        reviewClearedAt: now,
        updatedAt: now,
      })
      .where(eq(loanApplications.id, id));
    return before;
  });
}

/** Puts back what `reopenForLenders` replaced (the email that tells the applicant failed). */
export async function undoReopen(db: Database, id: string, before: ReopenedFrom): Promise<void> {
  await db
    .update(loanApplications)
    .set({ ...before, reviewClearedAt: null })
    .where(eq(loanApplications.id, id));
}

export async function setFollowUp(db: Database, reviewId: string, followUp: ReviewFollowUp): Promise<void> {
  await db.update(reviewRequests).set({ followUp }).where(eq(reviewRequests.id, reviewId));
}
