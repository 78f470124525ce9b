import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse as ErrorBody } from '#shared/api-error.ts';
import { systemClock, type Clock } from '#server/lib/clock.ts';
import { outageLog, type OutageLog } from '#server/lib/outage-log.ts';
import { problemReader, type Problem } from '#server/lib/problem.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What an error thrown by a service means for the caller (the JSON routes and the screens alike). */
    problemOf(error: unknown, log: FastifyBaseLogger): Problem;
    /** The app's one outage log: requests and the job runner report a database outage through it. */
    logOutage: OutageLog;
  }
}

const toPath = (instancePath: string, missing?: unknown): string => {
  const base = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return typeof missing === 'string' && missing ? (base ? `${base}.${missing}` : missing) : base;
};

/**
 * Every error leaves as `{message, errors?}` (contract): validation 400 with field messages, and
 * everything else as problemOf reads it (AppError with its status, an outage 503, a bare 500).
 */
export const errorsPlugin = fp<{ clock?: Clock }>(
  async (app, { clock = systemClock }) => {
    const logOutage = outageLog(clock);
    app.decorate('logOutage', logOutage);
    const problemOf = problemReader(logOutage);
    app.decorate('problemOf', problemOf);
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
      const problem = problemOf(error, request.log);
      return reply.status(problem.status).headers(problem.headers).send(problem.body);
    });
  },
  { name: 'errors' },
);
