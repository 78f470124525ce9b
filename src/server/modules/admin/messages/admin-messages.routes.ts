import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import {
  MESSAGES_PAGE_SIZE,
  optOutsQuery,
  optOutsResponse,
  outboxDetail,
  outboxListResponse,
  outboxQuery,
} from '#shared/admin/messages-schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { findOutboxMessage, listOptOuts, listOutbox } from './admin-messages.repository.ts';

/** GET /api/admin/outbox, GET /api/admin/outbox/:id, GET /api/admin/opt-outs (all behind the admin guard). */
export const adminMessagesRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app) => {
  app.get(
    '/outbox',
    { schema: { querystring: outboxQuery, response: { 200: outboxListResponse } } },
    async (request) => {
      const { channel, page } = request.query;
      const { rows, total } = await listOutbox(app.db, channel, page);
      return {
        items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        paging: { page, pageSize: MESSAGES_PAGE_SIZE, total },
      };
    },
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
      const row = await findOutboxMessage(app.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Message not found');
      // Message bodies hold applicants' names and personal links: never cached.
      reply.header('cache-control', 'no-store');
      return { ...row, headers: row.headers ?? {}, createdAt: row.createdAt.toISOString() };
    },
  );

  app.get(
    '/opt-outs',
    { schema: { querystring: optOutsQuery, response: { 200: optOutsResponse } } },
    async (request) => {
      const { q, page } = request.query;
      const { rows, total } = await listOptOuts(app.db, q || undefined, page);
      return {
        items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
        paging: { page, pageSize: MESSAGES_PAGE_SIZE, total },
      };
    },
  );
};
