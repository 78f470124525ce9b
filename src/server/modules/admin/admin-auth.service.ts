import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import { claimTotpStep, findAdminByEmail, normaliseEmail, type AdminUser } from './admin-users.repository.ts';
import { recentAccountFailures, recentIpFailures, recordAttempt } from './login-attempts.repository.ts';
import { verifyPassword } from './passwords.ts';
import { matchTotpStep } from './totp.ts';

/** ASVS 2.2.1: at most 5 failures per account and 20 per IP address in 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 20;

export const INVALID_PASSWORD = 'Invalid password';
export const TOTP_REQUIRED = 'TOTP code required';
export const INVALID_TOTP = 'Invalid or already used code';

export type AuthDeps = { db: Database; clock: Clock; cipher: FieldCipher };
export type LoginInput = { email: string; password: string; totp?: string | undefined; ip: string };
export type LoginResult = { ok: true; user: AdminUser } | { ok: false; mfaRequired: true };

/** Seconds until the failures older than the limit leave the window; null when not throttled. */
function retryAfter(failures: Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (failures.length < limit || !oldestCounted) return null;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

async function throttleCheck(deps: AuthDeps, email: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const wait =
    retryAfter(await recentAccountFailures(deps.db, email, since, MAX_ACCOUNT_FAILURES), MAX_ACCOUNT_FAILURES, now) ??
    retryAfter(await recentIpFailures(deps.db, ip, since, MAX_IP_FAILURES), MAX_IP_FAILURES, now);
  if (wait === null) return;
  await recordAttempt(deps.db, { email, ip, success: false, reason: 'throttled', now });
  throw new AppError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.', { headers: { 'retry-after': String(wait) } });
}

/**
 * Password (and TOTP once enrolled) check with throttling; every attempt is recorded without the
 * password. Unknown email and wrong password give the same answer after the same work.
 */
export async function login(deps: AuthDeps, input: LoginInput): Promise<LoginResult> {
  const now = deps.clock.now();
  const email = normaliseEmail(input.email);
  const ip = input.ip;
  await throttleCheck(deps, email, ip, now);

  const user = await findAdminByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    await recordAttempt(deps.db, { email, ip, success: false, reason: user ? 'bad_password' : 'unknown_email', now });
    throw new AppError('UNAUTHORIZED', INVALID_PASSWORD);
  }

  if (user.totpEnabledAt && user.totpSecret) {
    if (!input.totp) {
      await recordAttempt(deps.db, { email, ip, success: false, reason: 'mfa_required', now });
      return { ok: false, mfaRequired: true };
    }
    const step = matchTotpStep(deps.cipher.decrypt(user.totpSecret), input.totp.trim(), now);
    if (step === null || !(await claimTotpStep(deps.db, user.id, step))) {
      await recordAttempt(deps.db, { email, ip, success: false, reason: 'bad_totp', now });
      throw new AppError('UNAUTHORIZED', INVALID_TOTP);
    }
  }

  await recordAttempt(deps.db, { email, ip, success: true, reason: 'ok', now });
  return { ok: true, user };
}
