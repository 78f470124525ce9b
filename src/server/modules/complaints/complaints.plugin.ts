import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { complaintsAdminRoutes } from './complaints-admin.routes.ts';
import { complaintsRoutes } from './complaints.routes.ts';

/** The complaints register: POST /complaints and the back office's queue under /admin/complaints. */
export const complaintsPlugin: FastifyPluginAsync<{ env: Env; clock: Clock; mailer?: Mailer }> = async (
  app,
  { env, clock, mailer: given },
) => {
  const mailer = given ?? createMailer(env.SMTP_URL, app.db);
  if (!given) app.addHook('onClose', async () => mailer.close());
  await app.register(complaintsRoutes);
  await app.register(complaintsAdminRoutes, { prefix: '/admin', clock, mailer });
};
