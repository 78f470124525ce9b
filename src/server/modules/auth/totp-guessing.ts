import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { adminLoginAttempts, adminUsers } from '#server/db/schema/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { company } from '#shared/company.ts';
import { LetterEmail, renderEmail } from '#server/modules/messaging/index.ts';

// Two-factor guessing (issue 26.5, decision 010). The login throttle allows 5 wrong codes per
// 15 minutes: 480 a day, about a 40% chance a year of hitting one of the 3 codes a ±1-step window
// accepts. So: the admin is told by email after a few wrong codes, and past a daily ceiling the
// account's TOTP codes are refused until a recovery code signs in or another admin unlocks it
// (at most 10 guesses per lock, each lock an email: about 3 in 100,000 per lock).

/** Wrong codes in 24 hours after which the admin gets an email. */
export const WRONG_CODE_ALERT_AFTER = 3;
/** Wrong codes in 24 hours that lock the account's TOTP codes. */
export const WRONG_CODES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Wrong codes entered for this account in the 24 hours before `now` (sign-in and re-authentication). */
export async function wrongCodesToday(db: Database, email: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminLoginAttempts)
    .where(
      and(
        eq(sql`lower(${adminLoginAttempts.email})`, email.toLowerCase()),
        eq(adminLoginAttempts.reason, 'bad_totp'),
        gt(adminLoginAttempts.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return row?.n ?? 0;
}

/** Locks the account's TOTP codes; false when it was locked already. */
async function lockTotp(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLockedAt: now })
    .where(and(eq(adminUsers.id, id), isNull(adminUsers.totpLockedAt)))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

export async function unlockTotp(db: Database, id: string): Promise<void> {
  await db.update(adminUsers).set({ totpLockedAt: null }).where(eq(adminUsers.id, id));
}

/** The alert to an admin; like every email, it names the firm by its legal name too (issue 29). */
export function alertEmail(to: string, locked: boolean, wrong: number) {
  const subject = locked
    ? 'Your admin account is locked after wrong two-factor codes'
    : 'Wrong two-factor codes for your admin account';
  const lines = locked
    ? [
        `${wrong} wrong authentication codes were entered for your admin account in the last 24 hours, after ` +
          'the right password. Its authenticator codes are now refused.',
        'To sign in, use one of your recovery codes, or ask another admin to unlock your account. Someone ' +
          'knows your password: change it once you are signed in.',
      ]
    : [
        `${wrong} wrong authentication codes were entered for your admin account in the last 24 hours, after ` +
          'the right password.',
        'If that was not you, someone knows your password: sign in and change it now. After ' +
          `${WRONG_CODES_PER_DAY} wrong codes in a day the account is locked.`,
      ];
  const signOff = `${company.companyName} back office (${company.legalEntity})`;
  return {
    to,
    subject,
    ...renderEmail(LetterEmail, { hello: 'Hello,', paragraphs: [...lines, signOff] }),
  };
}

/**
 * After a wrong code for `user` (already recorded as `bad_totp`): emails the admin when the
 * day's count reaches WRONG_CODE_ALERT_AFTER, locks at WRONG_CODES_PER_DAY and emails again.
 * A mail that cannot be sent does not change the sign-in's answer (the lock holds regardless).
 */
export async function afterWrongCode(
  deps: { db: Database; mailer: Mailer },
  user: { id: string; email: string },
  now: Date,
): Promise<void> {
  const wrong = await wrongCodesToday(deps.db, user.email, now);
  const locked = wrong >= WRONG_CODES_PER_DAY && (await lockTotp(deps.db, user.id, now));
  if (!locked && wrong !== WRONG_CODE_ALERT_AFTER) return;
  await deps.mailer.send(alertEmail(user.email, locked, wrong)).catch(() => undefined);
}
