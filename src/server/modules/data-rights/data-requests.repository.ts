import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { dataRequests } from '#server/db/schema/index.ts';
import type { DataRequestOrigin } from '#shared/admin/data-requests-schemas.ts';
import { shortReference } from '#server/lib/short-reference.ts';
import { oneMonthAfter } from './one-month.ts';

export type DataRequestRow = typeof dataRequests.$inferSelect;

/** A new request of that kind for the application, its one-month clock starting now. */
export async function createRequest(
  db: Database,
  applicationId: string,
  kind: 'access' | 'erasure',
  now: Date,
  origin: DataRequestOrigin = 'applicant',
): Promise<DataRequestRow> {
  const reference = shortReference('D');
  const [row] = await db
    .insert(dataRequests)
    .values({ reference, applicationId, kind, origin, requestedAt: now, dueOn: oneMonthAfter(now) })
    .returning();
  return row!;
}

/** The application's access request still waiting for its code, if any. */
export async function findUnverifiedAccess(db: Database, applicationId: string): Promise<DataRequestRow | null> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.applicationId, applicationId),
        eq(dataRequests.kind, 'access'),
        isNull(dataRequests.verifiedAt),
      ),
    )
    .orderBy(desc(dataRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

export async function findErasure(db: Database, applicationId: string): Promise<DataRequestRow | null> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.applicationId, applicationId), eq(dataRequests.kind, 'erasure')))
    .limit(1);
  return row ?? null;
}

/** Access requests of the application whose download links still work. */
export async function findDownloadable(db: Database, applicationId: string, now: Date) {
  return db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.applicationId, applicationId),
        eq(dataRequests.kind, 'access'),
        sql`${dataRequests.downloadExpiresAt} > ${now}`,
      ),
    );
}

/** A new code replaces the one in force: its wrong tries start again. */
export async function storeCode(db: Database, id: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db
    .update(dataRequests)
    .set({ codeHash, codeExpiresAt: expiresAt, codeAttempts: 0, codesSent: sql`${dataRequests.codesSent} + 1` })
    .where(eq(dataRequests.id, id));
}

/** Counts one try against the code in force, unless `max` were made already (then null). */
export async function countTry(db: Database, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(dataRequests)
    .set({ codeAttempts: sql`${dataRequests.codeAttempts} + 1` })
    .where(and(eq(dataRequests.id, id), lt(dataRequests.codeAttempts, max)))
    .returning({ attempts: dataRequests.codeAttempts });
  return row ? row.attempts : null;
}

/** The code was right: it is spent, and the copy is made available (the request is complete). */
export async function markVerified(db: Database, id: string, tokenHash: string, expiresAt: Date, now: Date) {
  await db
    .update(dataRequests)
    .set({
      codeHash: null,
      codeExpiresAt: null,
      verifiedAt: now,
      completedAt: now,
      downloadTokenHash: tokenHash,
      downloadExpiresAt: expiresAt,
    })
    .where(eq(dataRequests.id, id));
}

/** How many access requests the application opened since `since` (a bound on codes emailed per day). */
export async function countAccessSince(db: Database, applicationId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.applicationId, applicationId),
        eq(dataRequests.kind, 'access'),
        sql`${dataRequests.requestedAt} > ${since}`,
      ),
    );
  return row?.n ?? 0;
}
