import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optOutsQuery,
  optOutsResponse,
  outboxDetail,
  outboxListResponse,
  outboxQuery,
  recordOptOutBody,
  recordOptOutResponse,
} from '#shared/admin/messages-schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { optOutsPage, outboxMessage, outboxPage, recordOptOutByAdmin } from './admin-messages.service.ts';
import { errorResponse as errorSchema } from '#shared/api-error-schema.ts';

/**
 * GET /api/admin/outbox, GET /api/admin/outbox/:id, GET and POST /api/admin/opt-outs (all behind
 * the admin guard).
 */
export const adminMessagesRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock }) => {
  app.get('/outbox', { schema: { querystring: outboxQuery, response: { 200: outboxListResponse } } }, async (request) =>
    outboxPage(app.db, request.query.channel, request.query.page),
  );

  app.get(
    '/outbox/:id',
    {
      schema: {
        params: z.object({
          id: z.coerce
            .number('Invalid message id')
            .int('Invalid message id')
            .positive('Invalid message id')
            .max(Number.MAX_SAFE_INTEGER),
        }),
        response: { 200: outboxDetail },
      },
    },
    async (request, reply) => {
      const message = await outboxMessage(app.db, request.params.id);
      // Message bodies hold applicants' names and personal links: never cached.
      reply.header('cache-control', 'no-store');
      return message;
    },
  );

  app.get('/opt-outs', { schema: { querystring: optOutsQuery, response: { 200: optOutsResponse } } }, async (request) =>
    optOutsPage(app.db, request.query.q, request.query.page),
  );

  /** An opt-out recorded by an admin for an applicant (data protection), audited by id only. */
  app.post(
    '/opt-outs',
    { schema: { body: recordOptOutBody, response: { 201: recordOptOutResponse, 400: errorSchema } } },
    async (request, reply) => {
      const body = await recordOptOutByAdmin(app.db, request.admin?.adminUserId ?? null, request.body, clock.now());
      return reply.status(201).send(body);
    },
  );
};
