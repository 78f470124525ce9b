import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse as ErrorBody } from '#shared/api-error.ts';
import { AppError } from '#server/lib/app-error.ts';
import { systemClock, type Clock } from '#server/lib/clock.ts';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import { outageLog, type OutageLog } from '#server/lib/outage-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one outage log: requests and the job runner report a database outage through it. */
    logOutage: OutageLog;
  }
}

const toPath = (instancePath: string, missing?: unknown): string => {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return typeof missing === 'string' && missing ? (base ? `${base}.${missing}` : missing) : base;
};

/**
 * Every error leaves as `{message, errors?}` (contract): validation 400 with field messages,
 * AppError with its status, client errors with their own message, anything else a bare 500.
 */
export const errorsPlugin = fp<{ clock?: Clock }>(
  async (app, { clock = systemClock }) => {
    const logOutage = outageLog(clock);
    app.decorate('logOutage', logOutage);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          path: toPath(
            issue.instancePath,
            (issue.params as { missingProperty?: unknown } | undefined)?.missingProperty,
          ),
          message: issue.message ?? 'Invalid value',
        }));
        return reply.status(400).send({ message: 'Validation failed', errors } satisfies ErrorBody);
      }
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply
          .status(error.statusCode)
          .send({ message: error.message, errors: error.errors } satisfies ErrorBody);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
        const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : error.message;
        return reply.status(status).send({ message } satisfies ErrorBody);
      }
      if (isDatabaseUnavailable(error)) {
        // An outage, not a bug: nothing was stored, and the same request will work once it is back.
        // Every request fails alike during an outage: one line per minute, with the count left out.
        logOutage(request.log, error, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', String(DB_RETRY_AFTER_SECONDS))
          .send({ message: 'The service is briefly unavailable. Please try again in a moment.' } satisfies ErrorBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: 'Internal server error' } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
