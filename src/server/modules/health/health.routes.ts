import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './readiness.ts';

const check = z.enum(['ok', 'failing']);
const readinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  state: z.enum(['starting', 'serving', 'draining']),
  checks: z.object({ database: check, migrations: check, jobs: check }),
});

/**
 * GET /api/health: 200 when the database answers a query, 503 when it does not.
 * GET /api/health/live: the process answers (restart it when not).
 * GET /api/health/ready: send it traffic (503 while starting, draining or missing a dependency).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
          503: z.object({ status: z.literal('error'), db: z.literal('unreachable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error' as const, db: 'unreachable' as const });
      }
    },
  );

  app.get('/health/live', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      const result = await readiness({ handle: app.dbHandle, jobs: app.jobs, state: app.lifecycle.state });
      const body = {
        status: result.ready ? ('ready' as const) : ('unavailable' as const),
        state: result.state,
        checks: result.checks,
      };
      return reply.status(result.ready ? 200 : 503).send(body);
    },
  );
};
