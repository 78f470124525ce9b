import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import type { Clock } from '#server/lib/clock.ts';
import { purgeExpired } from './retention.service.ts';

/** Hourly, at minute 7 (UTC): once per hour across every instance (a pg-boss schedule). */
export const RETENTION_CRON = '7 * * * *';

/**
 * One purge: an expired application is erased through data rights, so every lender that received
 * the full lead is sent the erasure notice, as for an applicant's own erasure (decision 103).
 */
export const purgeWithNotices = (app: FastifyInstance, now: Date) =>
  purgeExpired(app.db, now, (id) => app.dataRights.eraseAtRetention(id, now));

/** Schedules the retention purge on the job queue: one run per hour whatever the number of instances. */
export const retentionPlugin = fp<{ clock: Clock; runWorker: boolean; queueSuffix?: string | undefined }>(
  async (app, { clock, runWorker, queueSuffix }) => {
    if (!runWorker) return;
    await app.jobs.schedule(
      queueName('retention-purge', queueSuffix),
      RETENTION_CRON,
      async () => {
        try {
          const report = await purgeWithNotices(app, clock.now());
          app.log.info({ report }, 'retention purge');
        } catch (err) {
          app.log.error({ err }, 'retention purge failed');
          throw err;
        }
      },
      // One at a time; a failed purge is tried again, and the next hour's runs anyway (idempotent).
      { concurrency: 1, retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 30 * 60, idlePollSeconds: 30 },
    );
  },
  { name: 'retention', dependencies: ['db', 'jobs', 'data-rights'] },
);
