import fp from 'fastify-plugin';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import type { Clock } from '#server/lib/clock.ts';
import { runMonthlyPack } from './pack.service.ts';

/**
 * 06:30 UTC on each of the first seven days of a month: the run makes last month's pack from the
 * first UK working day on, once (a pack kept is never made again), so a day the service was down
 * is caught up the next day.
 */
export const DUTY_PACK_CRON = '30 6 1-7 * *';

/** Schedules the monthly Consumer Duty board pack on the job queue (a pg-boss schedule, one run per occurrence). */
export const dutyPackPlugin = fp<{ clock: Clock; runWorker: boolean; queueSuffix?: string | undefined }>(
  async (app, { clock, runWorker, queueSuffix }) => {
    if (!runWorker) return;
    await app.jobs.schedule(
      queueName('duty-pack', queueSuffix),
      DUTY_PACK_CRON,
      async () => {
        try {
          const made = await runMonthlyPack(app.db, clock.now());
          app.log.info({ made }, 'consumer duty pack');
        } catch (err) {
          app.log.error({ err }, 'consumer duty pack failed');
          throw err;
        }
      },
      { concurrency: 1, retryLimit: 3, retryDelaySeconds: 300, expireInSeconds: 30 * 60, idlePollSeconds: 60 },
    );
  },
  { name: 'duty-pack', dependencies: ['db', 'jobs'] },
);
