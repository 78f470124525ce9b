import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxOfferPage } from '#server/modules/lenders/panel/sandbox/sandbox-offer-page.tsx';
import { soldLeadSummary } from '../lender-panel.repository.ts';

/**
 * GET /sandbox-lender/:lenderId/offer/:ref: where a sandbox lender sends the applicant after
 * buying the lead. Served by the app itself so the redirect works through PUBLIC_URL. It says
 * plainly that it is a simulation: no loan is offered.
 */
export const sandboxOfferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox-lender/:lenderId/offer/:ref',
    {
      schema: {
        params: z.object({
          lenderId: z.string().regex(/^[a-z0-9-]{2,40}$/),
          ref: z.string().regex(/^[A-Za-z0-9-]{4,100}$/),
        }),
      },
    },
    async (request, reply) => {
      const lead = await soldLeadSummary(app.db, request.params.lenderId, request.params.ref);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return reply.status(lead ? 200 : 404).send(sandboxOfferPage(lead ?? null, request.params.ref));
    },
  );
};
