import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LEAD_DECISIONS } from '#shared/application/status.ts';
import { messageResponse as errorSchema } from '#shared/api-error-schema.ts';

/**
 * POST /api/peppy/submit ('Find More Lenders') and GET /api/application/offers, for the session's
 * application: thin adapters over the applicant services (decision 126).
 */
export const lenderPanelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/peppy/submit',
    {
      schema: {
        // The browser sends its stored copy of the application; the server uses only its own row.
        response: {
          200: z.object({ success: z.boolean(), redirectUrl: z.string().optional() }),
          404: errorSchema,
          409: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request, reply) => app.services(request, reply).applications.findMoreLenders(),
  );

  app.get(
    '/application/offers',
    {
      schema: {
        response: {
          200: z.array(
            z.object({
              lenderName: z.string(),
              panel: z.enum(['primary', 'secondary']),
              outcome: z.enum(LEAD_DECISIONS),
              headline: z
                .string()
                .describe('What happened, in plain words: Asked and accepted, Asked and declined, Not asked…'),
              detail: z.string().describe("Why, in plain words (the lender's reason; why it was not asked)"),
              commission: z
                .number()
                .optional()
                .describe('The buying lender only: the commission it paid us, in pounds'),
              attemptedAt: z.string(),
            }),
          ),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.services(request, reply).applications.offers();
    },
  );
};
