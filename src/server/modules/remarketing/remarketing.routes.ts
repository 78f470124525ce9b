import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import * as repo from './remarketing.repository.ts';

// 1×1 transparent GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The reminder email's open pixel. Its tracked link (`/r/:token`) and unsubscribe page are screens
 * (src/web/routes/reminder-link.tsx, unsubscribe.tsx) on the remarketing services.
 */
export const remarketingRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/api/remarketing/open/:id',
    { schema: { params: z.object({ id: z.string().max(120) }) } },
    async (request, reply) => {
      const campaign = await repo.findByToken(app.db, request.params.id.replace(/\.gif$/, ''));
      if (campaign && request.method === 'GET') await repo.markOnce(app.db, campaign.id, 'emailOpenedAt', clock.now());
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').send(PIXEL);
    },
  );
};
