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
 * The submit limits (a consent, a panel run, a resubmit link), per client IP and per session, as a
 * service call before the work. Step saves count their session in the save statement itself and
 * new sessions where they are made (ADR 024): no extra round trip.
 */
export async function enforceSubmitLimits(deps: LimitDeps, ip: string, sessionId: string | undefined): Promise<void> {
  await enforceLimit(deps, `submit-ip:${ip}`, APPLICATION_LIMITS.submitsPerIp, TOO_MANY_SUBMITS);
  if (sessionId)
    await enforceLimit(deps, `submit-session:${sessionId}`, APPLICATION_LIMITS.submitsPerSession, TOO_MANY_SUBMITS);
}
