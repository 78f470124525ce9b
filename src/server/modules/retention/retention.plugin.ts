import fp from 'fastify-plugin';
import type { Clock } from '#server/lib/clock.ts';
import { purgeExpired } from './retention.service.ts';

const HOUR = 60 * 60 * 1000;

/** Runs the retention purge a minute after start and then hourly (idempotent on every instance). */
export const retentionPlugin = fp<{ clock: Clock; runWorker: boolean }>(
  async (app, { clock, runWorker }) => {
    if (!runWorker) return;
    let running: Promise<unknown> = Promise.resolve();
    const tick = () => {
      running = purgeExpired(app.db, clock.now())
        .then((report) => app.log.info({ report }, 'retention purge'))
        .catch((err: unknown) => app.log.error({ err }, 'retention purge failed'));
    };
    const first = setTimeout(tick, 60_000);
    const timer = setInterval(tick, HOUR);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db'] },
);
