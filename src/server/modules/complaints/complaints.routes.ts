import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { scaledMax } from '#server/lib/request-limits.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { errorResponse } from '#shared/api-error-schema.ts';
import { complaintBodySchema } from '#shared/complaints.ts';
import { receiveComplaint } from './complaints.service.ts';

export type ComplaintsRoutesOptions = {
  clock: Clock;
  mailer: Mailer;
  /** Complaints per client IP per window (a bot flood, not a person, reaches it). */
  perIpLimit?: { max: number; timeWindowMs: number };
  /** RATE_LIMIT_SCALE: multiplies the per-IP maximum. */
  rateLimitScale?: number;
};

const receiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  finalResponseDue: z.iso.date().describe('8 weeks after receipt (DISP 1.6.2R), a London date'),
});

/** POST /api/complaints: the complaints register's intake (contract "Complaints and automated decisions"). */
export const complaintsRoutes: FastifyPluginAsyncZod<ComplaintsRoutesOptions> = async (
  app,
  { clock, mailer, perIpLimit, rateLimitScale = 1 },
) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, clock, 'complaints'),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many complaints from this connection. Please try again in ${context.after}, or call us.`,
    }),
  });

  app.post(
    '/complaints',
    {
      bodyLimit: 32 * 1024,
      config: {
        rateLimit: {
          max: scaledMax(perIpLimit?.max ?? 10, rateLimitScale),
          timeWindow: perIpLimit?.timeWindowMs ?? 15 * 60 * 1000,
        },
      },
      schema: {
        description:
          'Records a complaint (FCA DISP 1) and emails the acknowledgement with its reference, the summary ' +
          'resolution date (3 business days) and the final response date (8 weeks). The same complaint sent ' +
          'again within the hour answers with the same reference.',
        body: complaintBodySchema,
        response: { 201: receiptSchema, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const answer = await receiveComplaint({ db: app.db, mailer, log: request.log }, request.body, clock.now());
      return reply.status(201).send(answer);
    },
  );
};
