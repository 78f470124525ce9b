import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import { recordReviewRoutes, reviewAdminRoutes, reviewRequestRoutes } from './review-requests.routes.ts';

/** Human review of our automated decisions: the applicant's request and the back office's queue. */
export const reviewRequestsPlugin: FastifyPluginAsync<{ env: Env; clock: Clock; mailer?: Mailer }> = async (
  app,
  { env, clock, mailer: given },
) => {
  const mailer = given ?? createMailer(env.SMTP_URL, app.db);
  if (!given) app.addHook('onClose', async () => mailer.close());
  await app.register(reviewRequestRoutes);
  await app.register(recordReviewRoutes, { clock, sessionSecret: env.SESSION_SECRET });
  await app.register(reviewAdminRoutes, { prefix: '/admin', clock, mailer, publicUrl: env.PUBLIC_URL });
};
