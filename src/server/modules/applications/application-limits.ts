import type { onRequestAsyncHookHandler } from 'fastify';
import { enforceLimit, limitSessionCreation, type Limit, type LimitDeps } from '#server/lib/request-limits.ts';

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

/** One onRequest hook for the application routes, so the routes file only registers it. */
export function applicationLimits(deps: LimitDeps): onRequestAsyncHookHandler {
  return async (request) => {
    if (request.method !== 'POST') return;
    const url = request.routeOptions.url ?? '';
    if (/\/application\/step\d+$/.test(url)) {
      const { sessionId } = await limitSessionCreation(deps, request);
      if (sessionId)
        await enforceLimit(
          deps,
          `step-saves:${sessionId}`,
          APPLICATION_LIMITS.stepSavesPerSession,
          'Too many saves of this application.',
        );
      return;
    }
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
