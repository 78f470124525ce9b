import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { errorResponse } from '#shared/api-error-schema.ts';
import { qualityDecisionAnswer, qualityDecisionBody } from '#shared/admin/quality-schemas.ts';
import { decideQualityHold } from './quality-hold.ts';

/** Under /api/admin (the admin guard): a person's decision on an application the quality check held. */
export const qualityHoldAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.post(
    '/applications/:id/quality-check',
    {
      schema: {
        description:
          'Decides an application the quality check held (status referred, reason quality-check; decision 140): ' +
          '`release` offers it to the lender panel now, its pings saying class review with the reasons; ' +
          '`decline` keeps it from every lender. Audited. 409 when it is not held or already decided.',
        params: z.object({ id: z.uuid('Invalid application id') }),
        body: qualityDecisionBody,
        response: { 200: qualityDecisionAnswer, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) =>
      decideQualityHold(
        { db: app.db, offer: (applicationId) => app.lenderPanel.submit(applicationId, { wait: false }) },
        {
          id: request.params.id,
          decision: request.body.decision,
          adminUserId: request.admin!.adminUserId,
          now: clock.now(),
        },
      ),
  );
};
