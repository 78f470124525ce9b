import type { FastifyBaseLogger } from 'fastify';
import { systemClock, type Clock } from './clock.ts';

/** How long one "database unavailable" line speaks for the failures that follow it. */
export const OUTAGE_LOG_EVERY_MS = 60_000;

/**
 * Logs a database outage without flooding the log: the first failure is written (warn, the error's
 * safe fields through the logger's serializer), later ones within OUTAGE_LOG_EVERY_MS are only
 * counted (and written at debug level only), and the next line written says how many were left
 * out. A failover that fails every request for ten seconds is one line, not hundreds (issue 26.1).
 * One per app, shared by the requests and the job runner: one outage, one line (issue 41.1).
 */
export type OutageLog = (log: FastifyBaseLogger, error: unknown, message: string) => void;

export function outageLog(clock: Clock = systemClock, everyMs = OUTAGE_LOG_EVERY_MS): OutageLog {
  let lastAt: number | undefined;
  let leftOut = 0;
  return (log, error, message) => {
    const now = clock.now().getTime();
    if (lastAt !== undefined && now - lastAt < everyMs && now >= lastAt) {
      leftOut++;
      log.debug({ err: error }, message);
      return;
    }
    log.warn({ err: error, ...(leftOut ? { leftOut } : {}) }, message);
    lastAt = now;
    leftOut = 0;
  };
}
