import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminLoginAttempts } from '#server/db/schema/index.ts';

/** Reasons that count towards throttling (a missing TOTP code after a right password does not). */
export const COUNTED_FAILURES = ['unknown_email', 'bad_password', 'bad_totp'] as const;
export type AttemptReason = (typeof COUNTED_FAILURES)[number] | 'mfa_required' | 'throttled' | 'ok';

export async function recordAttempt(
  db: Database,
  input: { email: string; ip: string; success: boolean; reason: AttemptReason; now: Date },
): Promise<void> {
  await db.insert(adminLoginAttempts).values({
    email: input.email.slice(0, 320),
    ip: input.ip,
    success: input.success,
    reason: input.reason,
    createdAt: input.now,
  });
}

/** Times of the most recent counted failures (newest first) for an account since `since`. */
export async function recentAccountFailures(db: Database, email: string, since: Date, limit: number): Promise<Date[]> {
  const lastSuccess = db
    .select({ at: sql`max(${adminLoginAttempts.createdAt})` })
    .from(adminLoginAttempts)
    .where(and(eq(sql`lower(${adminLoginAttempts.email})`, email), eq(adminLoginAttempts.success, true), gt(adminLoginAttempts.createdAt, since)));
  const rows = await db
    .select({ at: adminLoginAttempts.createdAt })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(sql`lower(${adminLoginAttempts.email})`, email),
        gt(adminLoginAttempts.createdAt, since),
        sql`${adminLoginAttempts.createdAt} > coalesce((${lastSuccess}), '-infinity'::timestamptz)`,
        inArray(adminLoginAttempts.reason, [...COUNTED_FAILURES]),
      ),
    )
    .orderBy(desc(adminLoginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function recentIpFailures(db: Database, ip: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: adminLoginAttempts.createdAt })
    .from(adminLoginAttempts)
    .where(and(eq(adminLoginAttempts.ip, ip), gt(adminLoginAttempts.createdAt, since), inArray(adminLoginAttempts.reason, [...COUNTED_FAILURES])))
    .orderBy(desc(adminLoginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}
