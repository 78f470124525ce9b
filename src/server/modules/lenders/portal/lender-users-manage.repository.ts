import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminLoginAttempts, lenderRecoveryCodes, lenderUsers, sessions } from '#server/db/schema/index.ts';
import { lenderAttemptKey } from './lender-accounts.ts';
import type { LenderUser } from './lender-users.repository.ts';

// The back office's queries on lender portal users (decision 099). Every one is scoped by the
// lender id of the URL as well as the user id, so another lender's user is simply not found.

export const listUsersOfLender = (db: Database, lenderId: string): Promise<LenderUser[]> =>
  db
    .select()
    .from(lenderUsers)
    .where(eq(lenderUsers.lenderId, lenderId))
    .orderBy(asc(lenderUsers.createdAt), asc(lenderUsers.id));

export const findUserOfLender = async (db: Database, lenderId: string, id: string): Promise<LenderUser | null> =>
  (
    await db
      .select()
      .from(lenderUsers)
      .where(and(eq(lenderUsers.lenderId, lenderId), eq(lenderUsers.id, id)))
      .limit(1)
  )[0] ?? null;

/**
 * The last successful sign-in of each email, from the sign-in attempts (kept as long as retention
 * keeps them): keyed by the lowered email. The attempts' index is on lower(email).
 */
export async function lastSignIns(db: Database, emails: string[]): Promise<Map<string, Date>> {
  if (emails.length === 0) return new Map();
  const key = sql<string>`lower(${adminLoginAttempts.email})`;
  const rows = await db
    .select({ key, at: max(adminLoginAttempts.createdAt) })
    .from(adminLoginAttempts)
    .where(and(inArray(key, emails.map(lenderAttemptKey)), eq(adminLoginAttempts.success, true)))
    .groupBy(key);
  return new Map(rows.flatMap((r) => (r.at ? [[r.key.replace(/^lender:/, ''), new Date(r.at)] as const] : [])));
}

export async function setLenderUserDisabled(db: Database, id: string, disabledAt: Date | null): Promise<void> {
  await db.update(lenderUsers).set({ disabledAt }).where(eq(lenderUsers.id, id));
}

/** The portal sessions of a lender user (the session row holds the user in its data). */
const sessionsOf = (lenderUserId: string) =>
  and(eq(sessions.kind, 'lender'), sql`${sessions.data} ->> 'lenderUserId' = ${lenderUserId}`);

export async function endLenderSessionsOf(db: Database, lenderUserId: string): Promise<void> {
  await db.delete(sessions).where(sessionsOf(lenderUserId));
}

/**
 * A reset's new credentials in one transaction: the one-time password's hash and expiry, no TOTP
 * (secret, enrolment, last step, lock), no recovery codes, no session.
 */
export async function resetLenderCredentials(
  db: Database,
  id: string,
  input: { passwordHash: string; passwordExpiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(lenderUsers)
      .set({ ...input, totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpLockedAt: null })
      .where(eq(lenderUsers.id, id));
    await tx.delete(lenderRecoveryCodes).where(eq(lenderRecoveryCodes.lenderUserId, id));
    await tx.delete(sessions).where(sessionsOf(id));
  });
}
