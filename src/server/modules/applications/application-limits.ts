import type { onRequestAsyncHookHandler } from 'fastify';
import { enforceLimit, type Limit, type LimitDeps } from '#server/lib/request-limits.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Anti-automation on the applicant journey (issue 11 item 6), per client IP and per session,
 * multiplied by RATE_LIMIT_SCALE. Generous for people (a journey is 7 saves and 1-3 submits),
 * tight for a script replaying the form.
 */
export const APPLICATION_LIMITS = {
  stepSavesPerSession: { max: 200, windowMs: HOUR },
  submitsPerSession: { max: 20, windowMs: HOUR },
  submitsPerIp: { max: 60, windowMs: HOUR },
} satisfies Record<string, Limit>;

const TOO_MANY_SUBMITS = 'Too many submissions from this connection.';
export const TOO_MANY_SAVES = 'Too many saves of this application.';

/**
 * The submit limits, as one onRequest hook for the application routes. Step saves count their
 * session in the save statement itself and new sessions in the route (ADR 024): no extra round trip.
 */
export function applicationLimits(deps: LimitDeps): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.method !== 'POST') return;
    const url = request.routeOptions.url ?? '';
    if (url.endsWith('/application/submit') || url.includes('/application/resubmit/')) {
      await enforceLimit(deps, `submit-ip:${request.ip}`, APPLICATION_LIMITS.submitsPerIp, TOO_MANY_SUBMITS);
      const session = await request.getVisitorSession();
      if (session)
        await enforceLimit(
          deps,
          `submit-session:${session.id}`,
          APPLICATION_LIMITS.submitsPerSession,
          TOO_MANY_SUBMITS,
        );
    }
  };
}
