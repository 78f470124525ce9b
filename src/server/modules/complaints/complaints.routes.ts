import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '#shared/api-error-schema.ts';
import { complaintBodySchema } from '#shared/complaints.ts';

const receiptSchema = z.object({
  reference: z.string(),
  receivedAt: z.iso.datetime(),
  finalResponseDue: z.iso.date().describe('8 weeks after receipt (DISP 1.6.2R), a London date'),
  acknowledged: z
    .boolean()
    .describe("The acknowledgement was emailed: false when sending failed or the mailbox had its day's share"),
});

/**
 * POST /api/complaints: the complaints register's intake (contract "Complaints and automated
 * decisions"), a thin adapter over the complaints service (decision 126), which counts the per-IP
 * limit (10 per 15 minutes, x RATE_LIMIT_SCALE).
 */
export const complaintsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/complaints',
    {
      bodyLimit: 32 * 1024,
      schema: {
        description:
          'Records a complaint (FCA DISP 1) and emails the acknowledgement with its reference, the summary ' +
          'resolution date (3 business days) and the final response date (8 weeks). The same complaint sent ' +
          'again within the hour answers with the same reference.',
        body: complaintBodySchema,
        response: { 201: receiptSchema, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await app.services(request, reply).complaints.file(request.body)),
  );
};
