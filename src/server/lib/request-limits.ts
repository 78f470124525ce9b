import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';
import { countHit, hashed } from './rate-limit-store.ts';

export type Limit = { max: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/**
 * New visitor sessions per client IP, however they are made (a cookie-less step save, a page view
 * or assignment in an experiment, an analytics event: counted in ensureVisitorSession). A person
 * makes one or two; an office or mobile network sharing one address makes a few dozen an hour.
 */
export const SESSION_CREATION_LIMIT: Limit = { max: 30, windowMs: HOUR };

/** RATE_LIMIT_SCALE applied to a per-IP or per-session maximum (at least 1). */
export const scaledMax = (max: number, scale: number): number => Math.max(1, Math.round(max * scale));

export type LimitDeps = { db: Database; clock: Clock; scale: number };

/**
 * Counts one hit of `key` against `limit` in the database (shared by every instance, the key
 * hashed: it holds IPs and session ids) and throws 429 with Retry-After once over the maximum.
 */
export async function enforceLimit(deps: LimitDeps, key: string, limit: Limit, message: string): Promise<void> {
  const { current, ttl } = await countHit(deps.db, `journey:${hashed(key)}`, limit.windowMs, deps.clock.now());
  if (current > scaledMax(limit.max, deps.scale)) throw tooManyRequests(message, ttl);
}

/** The 429 of a limit `ttlMs` before its window ends, with Retry-After and the wait in minutes. */
export function tooManyRequests(message: string, ttlMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `${message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    {
      headers: { 'retry-after': String(seconds) },
    },
  );
}

/** Counts one new visitor session against the client IP (429 over SESSION_CREATION_LIMIT). */
export async function limitNewSession(deps: LimitDeps, ip: string): Promise<void> {
  await enforceLimit(
    deps,
    `session-create:${ip}`,
    SESSION_CREATION_LIMIT,
    'Too many new applications from this connection.',
  );
}

/**
 * The applicant's reads (the draft, the offers, the review state), per client IP. A journey makes
 * about 30 (each screen, server-rendered or `.data`, reads the draft through the same service as
 * the JSON route); an office or mobile network sharing one address holds many people.
 */
export const APPLICANT_READS_PER_IP: Limit = { max: 600, windowMs: 60 * 1000 };
const TOO_MANY_READS = 'Too many requests from this connection.';

/**
 * The read limit as a service call (decision 113): a limiter of @fastify/rate-limit
 * (`createRateLimit`) with its in-memory store, so a read writes nothing to the database and an
 * over-limit read is refused before the session is read, with 429, Retry-After and the error
 * shape of every AppError. The applicant services call it before each read, whoever asks (a JSON
 * route or a screen's loader). The plugin is registered in a scope of its own, so its decorators
 * stay out of the modules that register it for their own limits.
 */
export async function applicantReadLimit(
  app: FastifyInstance,
  scale: number,
): Promise<(request: FastifyRequest) => Promise<void>> {
  const { max, windowMs } = APPLICANT_READS_PER_IP;
  let created: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    created = scope.createRateLimit({ max: scaledMax(max, scale), timeWindow: windowMs });
  });
  if (!created) throw new Error('the applicant read limiter was not created');
  const limiter = created;
  return async (request) => {
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests(TOO_MANY_READS, verdict.ttl);
  };
}

/**
 * A per-IP limit as a service call (decision 126): @fastify/rate-limit's `createRateLimit` on a
 * database store (shared by every instance, kept across restarts), called by the service before its
 * work, whoever asks (a JSON route or a screen's action). Over the maximum it throws the 429 with
 * Retry-After and `words(wait)` ("Please try again in 15 minutes"). A database that cannot count lets
 * the request through (skipOnError): the service reports its own failure if it needs the database too.
 */
export async function serviceIpLimit(
  app: FastifyInstance,
  options: { store: FastifyRateLimitStoreCtor; max: number; windowMs: number; words: (wait: string) => string },
): Promise<(request: FastifyRequest) => Promise<void>> {
  let created: ReturnType<FastifyInstance['createRateLimit']> | undefined;
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: options.store, skipOnError: true });
    created = scope.createRateLimit({ max: options.max, timeWindow: options.windowMs });
  });
  if (!created) throw new Error('the limiter was not created');
  const limiter = created;
  return async (request) => {
    const verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, Math.ceil(verdict.ttl / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError('TOO_MANY_REQUESTS', options.words(`${minutes} minute${minutes === 1 ? '' : 's'}`), {
      headers: { 'retry-after': String(seconds) },
    });
  };
}
