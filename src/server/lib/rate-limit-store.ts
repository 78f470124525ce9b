import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { rateLimitCounters } from '#server/db/schema/index.ts';
import type { Clock } from './clock.ts';

/** The client address is personal data: counters are keyed by its hash. */
export const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * A counter's row counted once more at `now`: back to 1 with a new window ending `resetAt` once
 * its window has passed, else one more in the same window.
 */
function windowedCount(now: Date, resetAt: Date) {
  const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
  const passed = sql`${rateLimitCounters.resetAt} <= ${at(now)}`;
  return {
    count: sql`case when ${passed} then 1 else ${rateLimitCounters.count} + 1 end`,
    resetAt: sql`case when ${passed} then ${at(resetAt)} else ${rateLimitCounters.resetAt} end`,
  };
}

/**
 * Counts one request of `key` in a fixed window of `windowMs` and returns the count so far and
 * the milliseconds left in the window. One statement, so concurrent requests on any number of
 * server instances count exactly.
 */
export async function countHit(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: windowedCount(now, resetAt) })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('rate limit counter: no row returned');
  return { current: row.count, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/**
 * A @fastify/rate-limit store kept in the database (architecture: rate-limit state lives in the
 * database, so every instance sees the same counts and a restart forgets nothing). Each route
 * gets its own counters under `namespace`.
 */
export function databaseRateLimitStore(db: Database, clock: Clock, namespace: string): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = namespace) {
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, `${this.prefix}:${hashed(key)}`, timeWindow, clock.now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; path: string }): FastifyRateLimitStore {
      const method = Array.isArray(routeOptions.method) ? routeOptions.method.join(',') : (routeOptions.method ?? '');
      return new DatabaseRateLimitStore(undefined, `${namespace}:${method} ${routeOptions.url ?? routeOptions.path}`);
    }
  }
  return DatabaseRateLimitStore;
}
