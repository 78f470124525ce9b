import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminUsers, sessions } from '#server/db/schema/index.ts';

export type AdminUser = typeof adminUsers.$inferSelect;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export async function findAdminByEmail(db: Database, email: string): Promise<AdminUser | null> {
  const [row] = await db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.email})`, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findAdminById(db: Database, id: string): Promise<AdminUser | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return row ?? null;
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

/** Creates the admin or replaces its password; a reset also ends every session of that admin. */
/**
 * Creates the admin or resets its password (ending its sessions). `passwordExpiresAt` marks a
 * generated one-time password (replaced at first sign-in, void after that time); a chosen
 * password has none.
 */
export async function upsertAdminPassword(
  db: Database,
  email: string,
  passwordHash: string,
  passwordExpiresAt: Date | null = null,
): Promise<'created' | 'reset'> {
  const existing = await findAdminByEmail(db, email);
  if (!existing) {
    await db.insert(adminUsers).values({ email: normaliseEmail(email), passwordHash, passwordExpiresAt });
    return 'created';
  }
  await setAdminPassword(db, existing.id, passwordHash, passwordExpiresAt);
  await db.delete(sessions).where(and(eq(sessions.kind, 'admin'), eq(sessions.adminUserId, existing.id)));
  return 'reset';
}

export async function setAdminPassword(
  db: Database,
  id: string,
  passwordHash: string,
  passwordExpiresAt: Date | null = null,
): Promise<void> {
  await db.update(adminUsers).set({ passwordHash, passwordExpiresAt }).where(eq(adminUsers.id, id));
}

/**
 * Replaces a one-time password by the admin's own, once: only while that very hash is still the
 * admin's one-time password (two sign-ins racing with it: one wins, the other is refused).
 */
export async function replaceOneTimePassword(
  db: Database,
  id: string,
  oneTimeHash: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ passwordHash, passwordExpiresAt: null })
    .where(
      and(eq(adminUsers.id, id), eq(adminUsers.passwordHash, oneTimeHash), isNotNull(adminUsers.passwordExpiresAt)),
    )
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function listAdmins(db: Database): Promise<AdminUser[]> {
  return db.select().from(adminUsers).orderBy(adminUsers.email);
}

/** Disables (or re-enables) an admin; the caller ends its sessions. */
export async function setAdminDisabled(db: Database, id: string, disabledAt: Date | null): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ disabledAt })
    .where(eq(adminUsers.id, id))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

/** Turns TOTP on with a given (sealed) secret: provisioning at boot. */
export async function enrolTotpSecret(db: Database, id: string, sealedSecret: string, now: Date): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecret: sealedSecret, totpEnabledAt: now, totpLastStep: null })
    .where(eq(adminUsers.id, id));
}

/** Forgets an admin's TOTP: its next sign-in is enrolment-only. */
export async function clearTotp(db: Database, id: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpLockedAt: null })
    .where(eq(adminUsers.id, id));
}

export async function setPendingTotpSecret(db: Database, id: string, sealedSecret: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecret: sealedSecret, totpEnabledAt: null, totpLastStep: null })
    .where(eq(adminUsers.id, id));
}

export async function enableTotp(db: Database, id: string, now: Date): Promise<void> {
  await db.update(adminUsers).set({ totpEnabledAt: now }).where(eq(adminUsers.id, id));
}

/** Records a used TOTP step; false when that step (or a later one) was already used. */
export async function claimTotpStep(db: Database, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, id), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}
