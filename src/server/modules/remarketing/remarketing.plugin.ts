import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createMailer } from '#server/modules/messaging/mailer.ts';
import { createSmsSender } from '#server/modules/messaging/sms.ts';
import { markResubmitted } from './remarketing.repository.ts';
import { remarketingRoutes } from './remarketing.routes.ts';
import { runRemarketing, type RemarketingDeps } from './remarketing.service.ts';

const TICK_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    remarketing: {
      runOnce(now?: Date): ReturnType<typeof runRemarketing>;
      /** A resubmit link for this application completed: its campaign converted. */
      markResubmitted(applicationId: string, at: Date): Promise<void>;
      deps: RemarketingDeps;
    };
  }
}

/**
 * Remarketing: the tracking/unsubscribe routes and the engine. The schedule lives in the
 * database (campaign rows with scheduledFor); every instance ticks once a minute and the claims
 * (SKIP LOCKED + per-channel unique rows) keep several instances from sending twice.
 */
export const remarketingPlugin = fp<{ env: Env; clock: Clock; runWorker: boolean }>(
  async (app, { env, clock, runWorker }) => {
    const deps: RemarketingDeps = {
      db: app.db,
      mailer: createMailer(env.SMTP_URL, app.db),
      sms: createSmsSender(env.SMS_PROVIDER, app.db),
      publicUrl: env.PUBLIC_URL,
      delayMs: env.REMARKETING_DELAY_MINUTES * 60_000,
      linkDays: env.REMARKETING_LINK_DAYS,
    };
    app.decorate('remarketing', {
      runOnce: (now = clock.now()) => runRemarketing(deps, now),
      markResubmitted: (applicationId, at) => markResubmitted(app.db, applicationId, at),
      deps,
    });
    await app.register(remarketingRoutes, {
      clock,
      sessionSecret: env.SESSION_SECRET,
      linkLifeMs: env.REMARKETING_LINK_DAYS * 86_400_000,
    });

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    if (runWorker) {
      timer = setInterval(() => {
        running = runRemarketing(deps, clock.now()).catch((err: unknown) =>
          app.log.error({ err }, 'remarketing tick failed'),
        );
      }, TICK_MS);
      timer.unref();
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      await deps.mailer.close();
    });
  },
  { name: 'remarketing', dependencies: ['db'] },
);
