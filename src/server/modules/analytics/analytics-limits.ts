import type { FastifyRequest } from 'fastify';
import { enforceLimit, type Limit, type LimitDeps } from '#server/lib/request-limits.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Analytics ingestion per client IP and per session (multiplied by RATE_LIMIT_SCALE). Only events
 * that would be stored are counted: without consent nothing is written, so nothing is counted.
 * A visitor sends a few dozen events in a journey; a flood would skew the funnel and fill the table.
 */
export const ANALYTICS_LIMITS = {
  eventsPerSession: { max: 300, windowMs: HOUR },
  eventsPerIp: { max: 1000, windowMs: HOUR },
} satisfies Record<string, Limit>;

const TOO_MANY_EVENTS = 'Too many analytics events from this connection.';

export async function analyticsLimits(deps: LimitDeps, request: FastifyRequest): Promise<void> {
  await enforceLimit(deps, `analytics-ip:${request.ip}`, ANALYTICS_LIMITS.eventsPerIp, TOO_MANY_EVENTS);
  // A new session is counted against the IP where it is made (ensureVisitorSession).
  const session = await request.getVisitorSession();
  if (session)
    await enforceLimit(deps, `analytics-session:${session.id}`, ANALYTICS_LIMITS.eventsPerSession, TOO_MANY_EVENTS);
}
