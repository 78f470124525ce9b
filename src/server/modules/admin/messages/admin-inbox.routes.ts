import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignsResponse, contactMessagesResponse } from '#shared/admin/schemas.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { campaignsSummary, contactMessagesList, markContactMessage } from './admin-inbox.service.ts';

/** GET /api/admin/campaigns, GET /api/admin/contact-messages, POST /api/admin/contact-messages/:id/read. */
export const adminInboxRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock }) => {
  app.get('/campaigns', { schema: { response: { 200: campaignsResponse } } }, async () => campaignsSummary(app.db));

  app.get('/contact-messages', { schema: { response: { 200: contactMessagesResponse } } }, async () =>
    contactMessagesList(app.db),
  );

  app.post(
    '/contact-messages/:id/read',
    {
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.object({ read: z.boolean().default(true) }).optional(),
        response: { 200: z.object({ read: z.boolean() }) },
      },
    },
    async (request) => markContactMessage(app.db, request.params.id, request.body?.read ?? true, clock.now()),
  );
};
