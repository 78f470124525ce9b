import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { accountFailures, finishAttempt, ipFailures, isKnownIp, startAttempt, type AttemptReason } from './login-attempts.repository.ts';

/** ASVS 2.2.1: at most 5 failures per account and 20 per IP address in 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ACCOUNT_FAILURES = 5;
export const MAX_IP_FAILURES = 20;

export type Attempt = { finish(reason: Exclude<AttemptReason, 'pending'>): Promise<void> };

/** Seconds until enough counted failures leave the window; null when under the limit. */
function retryAfter(failures: Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (failures.length < limit || !oldestCounted) return null;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Opens a credential check: the attempt is written (counted as a failure) BEFORE it is checked,
 * then the failures are counted. Of N parallel guesses the k-th to be written sees at least k-1
 * others, so at most the limit get through to the slow hash, on any number of instances.
 * Throws 429 with Retry-After when throttled.
 */
export async function beginAttempt(db: Database, input: { email: string; ip: string; now: Date }): Promise<Attempt> {
  const { email, ip, now } = input;
  const knownIp = await isKnownIp(db, email, ip);
  const id = await startAttempt(db, { email, ip, knownIp, now });
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const wait =
    retryAfter(await accountFailures(db, { email, ip, knownIp, exceptId: id, since, limit: MAX_ACCOUNT_FAILURES }), MAX_ACCOUNT_FAILURES, now) ??
    retryAfter(await ipFailures(db, { ip, exceptId: id, since, limit: MAX_IP_FAILURES }), MAX_IP_FAILURES, now);
  if (wait !== null) {
    await finishAttempt(db, id, 'throttled');
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.', { headers: { 'retry-after': String(wait) } });
  }
  return { finish: (reason) => finishAttempt(db, id, reason) };
}
