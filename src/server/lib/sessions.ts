import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { sessions } from '#server/db/schema/index.ts';
import { randomToken, sha256Hex } from './crypto.ts';

export type SessionKind = 'visitor' | 'admin' | 'lender';
export type SessionRow = typeof sessions.$inferSelect;

/** Creates a session and returns the raw token for the cookie (only its hash is stored). */
export async function createSession(
  db: Database,
  input: { kind: SessionKind; now: Date; ttlMs: number; adminUserId?: string; data?: Record<string, unknown> },
): Promise<{ token: string; session: SessionRow }> {
  const token = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256Hex(token),
      kind: input.kind,
      adminUserId: input.adminUserId,
      data: input.data ?? {},
      createdAt: input.now,
      lastSeenAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlMs),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { token, session };
}

/** The stored hash of a cookie's session token; null when the value cannot be a token. */
export const sessionTokenHash = (token: string | undefined): string | null =>
  token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? sha256Hex(token) : null;

export async function findSession(
  db: Database,
  token: string,
  kind: SessionKind,
  now: Date,
): Promise<SessionRow | null> {
  const tokenHash = sessionTokenHash(token);
  if (!tokenHash) return null;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, id: string, now: Date, expiresAt?: Date): Promise<void> {
  await db
    .update(sessions)
    .set(expiresAt ? { lastSeenAt: now, expiresAt } : { lastSeenAt: now })
    .where(eq(sessions.id, id));
}

export async function destroySession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function purgeExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
