import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '#server/db/client.ts';
import { MIGRATED_IMAGE, ROOT } from '#tests/support/paths.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const queue = `test-takeover-${Math.random().toString(36).slice(2, 8)}`;
// The queue has no heartbeat and a 120 s expiry: without the lock sweep (decision 097) nothing would
// take the job of the killed process over for two minutes.
const options = { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 120 };
const TAKEOVER_BUDGET_MS = 15_000;

/** The worker process; resolves each line it prints (`ready`, `started N`) as it comes. */
function startWorker(args: string[]) {
  const child = spawn(process.execPath, [path.join(ROOT, 'tests/support/job-worker-child.ts'), queue, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    for (const w of waiters.filter((waiter) => lines.includes(waiter.line))) w.resolve();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    said: (line: string) =>
      lines.includes(line) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ line, resolve })),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

describe('a job runner killed mid-job (kill -9)', { timeout: 60_000 }, () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it('has its job taken over and finished within 15 s, by the lock sweep, not the expiry', async () => {
    let handle: DbHandle;
    let worker: ReturnType<typeof startWorker>;
    const dataDir = onPostgres ? '' : mkdtempSync(path.join(os.tmpdir(), 'takeover-'));
    if (onPostgres) {
      handle = await testDatabase();
      worker = startWorker(['pg', process.env.TEST_DATABASE_URL!]);
      await worker.said('ready');
      const enqueuer = createPgBossRunner(handle, pino({ level: 'silent' }));
      await enqueuer.enqueue(queue, 'crash', {});
      await enqueuer.stop();
    } else {
      // One process at a time on an embedded database: the worker enqueues, dies, and this process restarts on it.
      const seeded = await openDatabase({
        driver: 'pglite',
        dataDir,
        loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]),
      });
      await seeded.close();
      worker = startWorker(['pglite', dataDir, 'enqueue']);
    }
    await worker.said('started 0');
    await worker.kill();
    const killedAt = Date.now();
    if (!onPostgres) {
      handle = await openDatabase({ driver: 'pglite', dataDir });
      handles.push(handle);
    }

    const runner = createPgBossRunner(handle!, pino({ level: 'silent' }));
    try {
      const finished = new Promise<{ at: number; retryCount: number }>((resolve) =>
        runner.work(queue, async (_data, { retryCount }) => resolve({ at: Date.now(), retryCount }), options),
      );
      const { at, retryCount } = await finished;
      expect(retryCount).toBe(1);
      expect(at - killedAt).toBeLessThan(TAKEOVER_BUDGET_MS);
      console.info(`kill -9 takeover on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${at - killedAt} ms`);
    } finally {
      await runner.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
