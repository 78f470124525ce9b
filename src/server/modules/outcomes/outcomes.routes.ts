import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '#server/lib/clock.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { outcomesQuery, outcomesResponse } from '#shared/admin/outcomes-schemas.ts';
import { buildOutcomes } from './outcomes.service.ts';

/** GET /api/admin/outcomes?from=&to= (admin only: under /api/admin, enforced by the admin guard). */
export const outcomesRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/outcomes',
    { schema: { querystring: outcomesQuery, response: { 200: outcomesResponse } } },
    async (request) => buildOutcomes(app.db, dayRange(request.query, clock.now())),
  );
};
