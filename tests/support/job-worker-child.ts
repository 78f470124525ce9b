// A job runner in a process of its own, for the kill -9 takeover tests (src/server/jobs/job-takeover.test.ts).
// argv: queue, then `pg <url>` or `pglite <dataDir>`. Optionally enqueues one job (key `crash`) itself,
// which an embedded database needs (one process at a time). Prints `started <retryCount>` when the handler
// starts, and never finishes it: the parent kills this process mid-job.
import pino from 'pino';
import { openDatabase } from '#server/db/client.ts';
import { createPgBossRunner } from '#server/jobs/pg-boss-runner.ts';

const [queue, driver, target, enqueue] = process.argv.slice(2) as [string, 'pg' | 'pglite', string, string?];
const handle = await openDatabase(
  driver === 'pg' ? { driver, url: target, maxConnections: 2 } : { driver: 'pglite', dataDir: target },
);
const runner = createPgBossRunner(handle, pino({ level: 'silent' }));
await runner.work(
  queue,
  async (_data, { retryCount }) => {
    process.stdout.write(`started ${retryCount}\n`);
    await new Promise(() => undefined);
  },
  { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 120 },
);
if (enqueue === 'enqueue') await runner.enqueue(queue, 'crash', {});
process.stdout.write('ready\n');
