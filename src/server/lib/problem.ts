import type { FastifyBaseLogger } from 'fastify';
import type { ErrorResponse } from '#shared/api-error.ts';
import { AppError } from './app-error.ts';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db-unavailable.ts';
import type { OutageLog } from './outage-log.ts';

/** What a failed service call means for the person who asked: a status, the contract's body, headers. */
export type Problem = { status: number; body: ErrorResponse; headers: Record<string, string> };

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * One reading of every error a service throws, for the JSON routes' error handler and for the
 * screens' loaders and actions alike: AppError with its status, a client error with its own message,
 * an unreachable database as 503 with Retry-After (logged once a minute), anything else a bare 500.
 */
export function problemReader(logOutage: OutageLog) {
  return (error: unknown, log: FastifyBaseLogger): Problem => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) log.error({ err: error }, 'request failed');
      return {
        status: error.statusCode,
        body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
        headers: error.headers ?? {},
      };
    }
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
      const { code, message } = error as { code?: unknown; message?: unknown };
      const words = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : String(message);
      return { status, body: { message: words }, headers: {} };
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: nothing was stored, and the same request will work once it is back.
      // Every request fails alike during an outage: one line per minute, with the count left out.
      logOutage(log, error, 'database unavailable');
      return {
        status: 503,
        body: { message: UNAVAILABLE_MESSAGE },
        headers: { 'retry-after': String(DB_RETRY_AFTER_SECONDS) },
      };
    }
    log.error({ err: error }, 'unhandled error');
    return { status: 500, body: { message: 'Internal server error' }, headers: {} };
  };
}
