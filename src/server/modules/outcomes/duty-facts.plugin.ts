import fp from 'fastify-plugin';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import { refreshDutyFacts } from './duty-facts.repository.ts';

/** Each minute: the outcomes' facts of the applications written since (decision 154). */
export const DUTY_FACTS_CRON = '* * * * *';

/**
 * Works out the Consumer Duty facts of what was written since the last minute, so a read of the
 * outcomes has little left to do, and a purged application's facts go within a minute. A read
 * refreshes first as well: the figures never wait on this job.
 */
export const dutyFactsPlugin = fp<{ runWorker: boolean; queueSuffix?: string | undefined }>(
  async (app, { runWorker, queueSuffix }) => {
    if (!runWorker) return;
    await app.jobs.schedule(
      queueName('duty-facts', queueSuffix),
      DUTY_FACTS_CRON,
      async () => {
        try {
          const worked = await refreshDutyFacts(app.db);
          if (worked > 0) app.log.info({ worked }, 'consumer duty facts');
        } catch (err) {
          app.log.error({ err }, 'consumer duty facts failed');
          throw err;
        }
      },
      // The next minute's run picks up whatever this one left: no retry, one at a time.
      { concurrency: 1, retryLimit: 0, expireInSeconds: 10 * 60, idlePollSeconds: 30 },
    );
  },
  { name: 'duty-facts', dependencies: ['db', 'jobs'] },
);
