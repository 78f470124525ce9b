import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { contactBodySchema } from '#shared/contact.ts';

/**
 * POST /api/contact: stores the message for the admins and answers with the confirmation of
 * docs/product.md#public-site. A thin adapter over the contact service (decision 126), which counts
 * the per-IP limit (10 per 15 minutes, x RATE_LIMIT_SCALE).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      bodyLimit: 16 * 1024,
      schema: {
        body: contactBodySchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const sent = await app.services(request, reply).contact.send(request.body);
      return reply.status(201).send({ success: true as const, ...sent });
    },
  );
};
