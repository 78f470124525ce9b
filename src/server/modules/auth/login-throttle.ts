import { lockForTransaction } from '#server/db/advisory-lock.ts';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  accountFailures,
  finishAttempt,
  ipFailures,
  isKnownIp,
  startAttempt,
  type AttemptReason,
} from './login-attempts.repository.ts';

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
 * Opens a credential check: under transaction-scoped advisory locks on the account and the
 * address, counts the failures and writes this attempt as `pending` (a failure until finished).
 * Parallel guesses therefore take turns: the k-th sees the k-1 before it, so at most the limit
 * reach the slow hash, on any number of instances. Throws 429 with Retry-After when throttled.
 */
export async function beginAttempt(db: Database, input: { email: string; ip: string; now: Date }): Promise<Attempt> {
  const { email, ip, now } = input;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Always account first, then address: no two transactions wait on each other in a cycle.
    await lockForTransaction(tx, `admin-login:account:${email}`);
    await lockForTransaction(tx, `admin-login:ip:${ip}`);
    const knownIp = await isKnownIp(tx, email, ip);
    const id = await startAttempt(tx, { email, ip, knownIp, now });
    const wait =
      retryAfter(
        await accountFailures(tx, { email, ip, knownIp, exceptId: id, since, limit: MAX_ACCOUNT_FAILURES }),
        MAX_ACCOUNT_FAILURES,
        now,
      ) ?? retryAfter(await ipFailures(tx, { ip, exceptId: id, since, limit: MAX_IP_FAILURES }), MAX_IP_FAILURES, now);
    if (wait !== null) await finishAttempt(tx, id, 'throttled');
    return { id, wait };
  });
  if (outcome.wait !== null) {
    throw new AppError('TOO_MANY_REQUESTS', 'Too many failed attempts. Please try again later.', {
      headers: { 'retry-after': String(outcome.wait) },
    });
  }
  return { finish: (reason) => finishAttempt(db, outcome.id, reason) };
}
