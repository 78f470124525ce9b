import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { lenderRecoveryCodes, lenderUsers } from '#server/db/schema/index.ts';
import { hashRecoveryCode, newRecoveryCodes } from '#server/modules/auth/index.ts';

export type LenderUser = typeof lenderUsers.$inferSelect;

/** The AES-GCM context of a lender user's stored TOTP secret (decision 013). */
export const LENDER_TOTP_CONTEXT = 'lender_users.totp_secret';
const CODE_SCOPE = 'lender';

export const findLenderUserByEmail = async (db: Database, email: string): Promise<LenderUser | null> =>
  (await db.select().from(lenderUsers).where(eq(lenderUsers.email, email.trim().toLowerCase())).limit(1))[0] ?? null;

export const findLenderUserById = async (db: Database, id: string): Promise<LenderUser | null> =>
  (await db.select().from(lenderUsers).where(eq(lenderUsers.id, id)).limit(1))[0] ?? null;

/** A new user of a lender with a one-time password (its hash), or null when the email is taken. */
export async function insertLenderUser(
  db: Database,
  input: {
    lenderId: string;
    email: string;
    passwordHash: string;
    passwordExpiresAt: Date;
    now: Date;
    role?: 'admin' | 'user';
  },
): Promise<LenderUser | null> {
  const rows = await db
    .insert(lenderUsers)
    .values({ ...input, email: input.email.trim().toLowerCase(), createdAt: input.now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Replaces a one-time password by the user's own, once (see the admin's). */
export async function replaceLenderOneTimePassword(db: Database, id: string, oneTimeHash: string, hash: string) {
  const rows = await db
    .update(lenderUsers)
    .set({ passwordHash: hash, passwordExpiresAt: null })
    .where(
      and(eq(lenderUsers.id, id), eq(lenderUsers.passwordHash, oneTimeHash), isNotNull(lenderUsers.passwordExpiresAt)),
    )
    .returning({ id: lenderUsers.id });
  return rows.length === 1;
}

export async function setLenderPendingTotp(db: Database, id: string, sealedSecret: string): Promise<void> {
  await db
    .update(lenderUsers)
    .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
    .where(eq(lenderUsers.id, id));
}

export async function enableLenderTotp(db: Database, id: string, now: Date): Promise<void> {
  await db.update(lenderUsers).set({ totpEnabledAt: now }).where(eq(lenderUsers.id, id));
}

/** Records a used TOTP step; false when that step (or a later one) was already used. */
export async function claimLenderTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(lenderUsers)
    .set({ totpLastStep: step })
    .where(and(eq(lenderUsers.id, id), or(isNull(lenderUsers.totpLastStep), lt(lenderUsers.totpLastStep, step))))
    .returning({ id: lenderUsers.id });
  return rows.length === 1;
}

/** Locks (or unlocks) the user's TOTP codes; true when the lock is new. */
export async function setLenderTotpLock(db: Database, id: string, lockedAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(lenderUsers)
    .set({ totpLockedAt: lockedAt })
    .where(and(eq(lenderUsers.id, id), lockedAt ? isNull(lenderUsers.totpLockedAt) : sql`true`))
    .returning({ id: lenderUsers.id });
  return rows.length === 1;
}

/** Ten new recovery codes in place of the user's old ones (shown once). */
export async function replaceLenderRecoveryCodes(db: Database, lenderUserId: string, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(lenderRecoveryCodes).where(eq(lenderRecoveryCodes.lenderUserId, lenderUserId));
    await tx
      .insert(lenderRecoveryCodes)
      .values(codes.map((code) => ({ lenderUserId, codeHash: hashRecoveryCode(code, CODE_SCOPE), createdAt: now })));
  });
  return codes;
}

/** Spends a recovery code: true once per code. */
export async function useLenderRecoveryCode(db: Database, lenderUserId: string, code: string, now: Date) {
  const rows = await db
    .update(lenderRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(lenderRecoveryCodes.lenderUserId, lenderUserId),
        eq(lenderRecoveryCodes.codeHash, hashRecoveryCode(code, CODE_SCOPE)),
        isNull(lenderRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: lenderRecoveryCodes.id });
  return rows.length === 1;
}
