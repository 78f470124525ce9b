import { and, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminLoginAttempts } from '#server/db/schema/index.ts';

/**
 * Reasons that count towards throttling. `pending` is an attempt still being checked: it counts
 * already, so parallel guesses see each other (a missing TOTP code after a right password does not).
 */
export const COUNTED_FAILURES = [
  'pending',
  'unknown_email',
  'bad_password',
  'bad_totp',
  // A wrong or spent recovery code: counted by the throttle, not as a guess at the 6-digit code.
  'bad_recovery_code',
  'disabled',
] as const;
export type AttemptReason =
  | (typeof COUNTED_FAILURES)[number]
  | 'mfa_required'
  | 'password_change_required'
  | 'expired_password'
  | 'totp_locked'
  | 'throttled'
  | 'ok';

/** Writes the attempt before any check, counted as a failure until it is finished. */
export async function startAttempt(
  db: Database,
  input: { email: string; ip: string; knownIp: boolean; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(adminLoginAttempts)
    .values({
      email: input.email.slice(0, 320),
      ip: input.ip,
      knownIp: input.knownIp,
      success: false,
      reason: 'pending',
      createdAt: input.now,
    })
    .returning({ id: adminLoginAttempts.id });
  if (!row) throw new Error('login attempt insert returned no row');
  return row.id;
}

export async function finishAttempt(
  db: Database,
  id: number,
  reason: Exclude<AttemptReason, 'pending'>,
): Promise<void> {
  await db
    .update(adminLoginAttempts)
    .set({ reason, success: reason === 'ok' })
    .where(eq(adminLoginAttempts.id, id));
}

/** Whether this address has signed in to this account before (kept as long as attempts are kept). */
export async function isKnownIp(db: Database, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminLoginAttempts.id })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(sql`lower(${adminLoginAttempts.email})`, email),
        eq(adminLoginAttempts.ip, ip),
        eq(adminLoginAttempts.success, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Times of the counted failures (newest first, other than attempt `exceptId`) matching `scope`. */
async function countedFailures(
  db: Database,
  scope: SQL | undefined,
  exceptId: number,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: adminLoginAttempts.createdAt })
    .from(adminLoginAttempts)
    .where(
      and(
        scope,
        ne(adminLoginAttempts.id, exceptId),
        gt(adminLoginAttempts.createdAt, since),
        inArray(adminLoginAttempts.reason, [...COUNTED_FAILURES]),
      ),
    )
    .orderBy(sql`${adminLoginAttempts.createdAt} desc`)
    .limit(limit);
  return rows.map((r) => r.at);
}

/**
 * An account's failures since its last success: from this address when it is a known one,
 * otherwise from every address that is not known (decision 010: strangers cannot lock out an
 * admin's known address).
 */
export function accountFailures(
  db: Database,
  input: { email: string; ip: string; knownIp: boolean; exceptId: number; since: Date; limit: number },
) {
  const account = eq(sql`lower(${adminLoginAttempts.email})`, input.email);
  const lastSuccess = sql`coalesce((select max(s.id) from admin_login_attempts s
    where lower(s.email) = ${input.email} and s.success), 0)`;
  const origin = input.knownIp
    ? and(eq(adminLoginAttempts.ip, input.ip), eq(adminLoginAttempts.knownIp, true))
    : eq(adminLoginAttempts.knownIp, false);
  return countedFailures(
    db,
    and(account, origin, gt(adminLoginAttempts.id, lastSuccess)),
    input.exceptId,
    input.since,
    input.limit,
  );
}

export function ipFailures(db: Database, input: { ip: string; exceptId: number; since: Date; limit: number }) {
  return countedFailures(db, eq(adminLoginAttempts.ip, input.ip), input.exceptId, input.since, input.limit);
}
