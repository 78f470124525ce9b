import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { createSmsSender } from '#server/modules/messaging/index.ts';
import { markResubmitted } from './remarketing.repository.ts';
import { remarketingRoutes } from './remarketing.routes.ts';
import { runRemarketing, type RemarketingDeps } from './remarketing.service.ts';

/** Every minute (UTC): one run per minute across every instance (a pg-boss schedule). */
export const REMARKETING_CRON = '* * * * *';

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
 * Remarketing: the tracking/unsubscribe routes and the engine. Campaign rows carry their own
 * `scheduledFor`; the engine runs once a minute across all instances (a pg-boss schedule), and
 * its claims (SKIP LOCKED + per-channel unique rows) still keep a run of `runOnce` beside it
 * from sending twice.
 */
export const remarketingPlugin = fp<{ env: Env; clock: Clock; runWorker: boolean; queueSuffix?: string | undefined }>(
  async (app, { env, clock, runWorker, queueSuffix }) => {
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
    await app.register(remarketingRoutes, { clock });

    const running = new Set<Promise<unknown>>();
    if (runWorker) {
      await app.jobs.schedule(
        queueName('remarketing-run', queueSuffix),
        REMARKETING_CRON,
        async () => {
          const run = runRemarketing(deps, clock.now());
          running.add(run);
          try {
            await run;
          } catch (err) {
            app.log.error({ err }, 'remarketing run failed');
            throw err;
          } finally {
            running.delete(run);
          }
        },
        // The next minute's run picks up whatever this one left: no retry, one at a time.
        // Each minute's job wakes the worker when the cron pass makes it (decision 106).
        { concurrency: 1, retryLimit: 0, expireInSeconds: 10 * 60, idlePollSeconds: 30 },
      );
    }
    app.addHook('onClose', async () => {
      // A run in progress finishes its sends before the mail transport closes.
      await Promise.allSettled([...running]);
      await deps.mailer.close();
    });
  },
  { name: 'remarketing', dependencies: ['db', 'jobs'] },
);
