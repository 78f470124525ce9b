import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '#server/lib/clock.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { scorecardQuery, scorecardResponse } from '#shared/admin/scorecard-schemas.ts';
import { buildScorecard } from './scorecard.service.ts';

/** GET /api/admin/lenders/scorecard?from=&to= (admin only: under /api/admin, enforced by the admin guard). */
export const scorecardRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/lenders/scorecard',
    { schema: { querystring: scorecardQuery, response: { 200: scorecardResponse } } },
    async (request) => buildScorecard(app.db, dayRange(request.query, clock.now())),
  );
};
