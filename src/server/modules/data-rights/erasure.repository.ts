import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { dataRequests, erasureNotices, leadAttempts } from '#server/db/schema/index.ts';
import { referenceFor } from '#server/modules/lenders/directory/index.ts';

export type NoticeRow = typeof erasureNotices.$inferSelect;

/**
 * The lenders that received the full lead (a post was sent to them, whatever they answered),
 * never those that only saw the anonymous ping or were not asked.
 */
export async function fullLeadLenders(db: Database, applicationId: string) {
  const rows = await db
    .selectDistinctOn([leadAttempts.lenderId], { lenderId: leadAttempts.lenderId, lenderName: leadAttempts.lenderName })
    .from(leadAttempts)
    .where(and(eq(leadAttempts.applicationId, applicationId), isNotNull(leadAttempts.postTries)))
    .orderBy(asc(leadAttempts.lenderId));
  return rows.map((r) => ({ ...r, reference: referenceFor(applicationId, r.lenderId) }));
}

/** One notice per lender of the request (a second call adds nothing); every notice of it. */
export async function addNotices(
  db: Database,
  requestId: string,
  lenders: { lenderId: string; lenderName: string; reference: string }[],
  now: Date,
): Promise<NoticeRow[]> {
  if (lenders.length)
    await db
      .insert(erasureNotices)
      .values(lenders.map((l) => ({ requestId, ...l, createdAt: now })))
      .onConflictDoNothing();
  return noticesOf(db, requestId);
}

export const noticesOf = (db: Database, requestId: string) =>
  db.select().from(erasureNotices).where(eq(erasureNotices.requestId, requestId)).orderBy(asc(erasureNotices.id));

export async function findNotice(db: Database, id: number): Promise<NoticeRow | null> {
  const [row] = await db.select().from(erasureNotices).where(eq(erasureNotices.id, id));
  return row ?? null;
}

export async function recordAttempt(db: Database, id: number, now: Date, error: string | null): Promise<void> {
  await db
    .update(erasureNotices)
    .set({
      attempts: sql`${erasureNotices.attempts} + 1`,
      lastAttemptAt: now,
      ...(error === null ? { acknowledgedAt: now, lastError: null } : { lastError: error }),
    })
    .where(and(eq(erasureNotices.id, id), isNull(erasureNotices.acknowledgedAt)));
}

/**
 * An erasure request is complete exactly while every lender to tell has acknowledged: completed then
 * (its first completion's time stands), and open again when a late post's lender was added to a
 * completed one (decision 152), so the back office does not show it done while someone is still to
 * be told.
 */
export async function completeIfAllAcknowledged(db: Database, requestId: string, now: Date): Promise<void> {
  const pending = sql`exists (select 1 from ${erasureNotices} where ${erasureNotices.requestId} = ${requestId}
    and ${erasureNotices.acknowledgedAt} is null)`;
  const completedAt = sql`case when ${pending} then null
    else coalesce(${dataRequests.completedAt}, ${now.toISOString()}::timestamptz) end`;
  await db.update(dataRequests).set({ completedAt }).where(eq(dataRequests.id, requestId));
}
