import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { scaledMax } from '#server/lib/request-limits.ts';
import { CONTACT_CONFIRMATION, contactBodySchema, submitContactMessage } from './contact.service.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';

export type ContactRoutesOptions = {
  clock: Clock;
  /** Messages per client IP per window (a bot flood, not a person, reaches it). */
  perIpLimit?: { max: number; timeWindowMs: number };
  /** RATE_LIMIT_SCALE: multiplies the per-IP maximum. */
  rateLimitScale?: number;
};

/**
 * POST /api/contact: stores the message for the admins and answers with the confirmation of
 * docs/product.md#public-site.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactRoutesOptions> = async (
  app,
  { clock, perIpLimit, rateLimitScale = 1 },
) => {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: shared by every instance, kept across restarts.
    store: databaseRateLimitStore(app.db, clock, 'contact'),
    // A database failure is reported by the handler itself (the message cannot be stored either).
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many messages from this connection. Please try again in ${context.after}, or call us.`,
    }),
  });

  app.post(
    '/contact',
    {
      bodyLimit: 16 * 1024,
      config: {
        rateLimit: {
          max: scaledMax(perIpLimit?.max ?? 10, rateLimitScale),
          timeWindow: perIpLimit?.timeWindowMs ?? 15 * 60 * 1000,
        },
      },
      schema: {
        body: contactBodySchema,
        response: { 201: z.object({ success: z.literal(true), message: z.string() }), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await submitContactMessage(app.db, request.body, clock.now());
      return reply.status(201).send({ success: true as const, message: CONTACT_CONFIRMATION });
    },
  );
};
