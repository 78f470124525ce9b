import { asc, desc, eq, and, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, loanApplications, reviewRequests } from '#server/db/schema/index.ts';

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;

/** An application (the session's, or by its public id), with what the review needs of our rules' decision. */
export async function findApplicationForReview(db: Database, by: { ownerSessionId: string } | { publicId: string }) {
  const [row] = await db
    .select({
      id: loanApplications.id,
      status: loanApplications.status,
      gateReason: loanApplications.gateReason,
      apiErrors: loanApplications.apiErrors,
      erasedAt: loanApplications.erasedAt,
    })
    .from(loanApplications)
    .where(
      'publicId' in by
        ? eq(loanApplications.sessionId, by.publicId)
        : eq(loanApplications.ownerSessionId, by.ownerSessionId),
    )
    .limit(1);
  return row ?? null;
}

export async function findByApplication(db: Database, applicationId: string): Promise<ReviewRequestRow | null> {
  const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, applicationId));
  return row ?? null;
}

/** Inserts the request, or finds the one a concurrent call inserted first (one per application). */
export async function insertReviewRequest(
  db: Database,
  row: typeof reviewRequests.$inferInsert,
): Promise<ReviewRequestRow> {
  const [inserted] = await db.insert(reviewRequests).values(row).onConflictDoNothing().returning();
  const found = inserted ?? (await findByApplication(db, row.applicationId));
  if (!found) throw new Error('review request insert returned no row');
  return found;
}

/** The queue: undecided requests first (oldest first), then the latest decided ones; the id breaks ties. */
export async function listReviewRequests(db: Database, limit: number) {
  return db
    .select({
      request: reviewRequests,
      applicationPublicId: loanApplications.sessionId,
      applicationStatus: loanApplications.status,
      firstName: loanApplications.firstName,
      lastName: loanApplications.lastName,
      gateReason: loanApplications.gateReason,
      apiErrors: loanApplications.apiErrors,
      erasedAt: loanApplications.erasedAt,
      decidedByEmail: adminUsers.email,
    })
    .from(reviewRequests)
    .innerJoin(loanApplications, eq(loanApplications.id, reviewRequests.applicationId))
    .leftJoin(adminUsers, eq(adminUsers.id, reviewRequests.decidedBy))
    .orderBy(
      sql`${reviewRequests.decidedAt} is not null`,
      sql`case when ${reviewRequests.decidedAt} is null then ${reviewRequests.createdAt} end asc`,
      desc(reviewRequests.decidedAt),
      asc(reviewRequests.id),
    )
    .limit(limit);
}

export async function countOpen(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviewRequests)
    .where(isNull(reviewRequests.decidedAt));
  return row?.n ?? 0;
}

export async function findReviewRequest(db: Database, id: string) {
  const [row] = await db
    .select({
      request: reviewRequests,
      email: loanApplications.email,
      firstName: loanApplications.firstName,
      erasedAt: loanApplications.erasedAt,
    })
    .from(reviewRequests)
    .innerJoin(loanApplications, eq(loanApplications.id, reviewRequests.applicationId))
    .where(eq(reviewRequests.id, id));
  return row ?? null;
}

export type Decision = Pick<ReviewRequestRow, 'decision' | 'reason' | 'decidedAt' | 'decidedBy'>;

/** Records the decision on an undecided request; null when it was decided already. */
export async function decideReviewRequest(db: Database, id: string, decision: Decision) {
  const [row] = await db
    .update(reviewRequests)
    .set(decision)
    .where(and(eq(reviewRequests.id, id), isNull(reviewRequests.decidedAt)))
    .returning();
  return row ?? null;
}

export async function undoDecision(db: Database, id: string): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ decision: null, reason: null, decidedAt: null, decidedBy: null })
    .where(eq(reviewRequests.id, id));
}
