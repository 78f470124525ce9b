import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { testDatabase } from '#tests/support/test-app.ts';
import { createPgBossRunner, installJobSchema } from './pg-boss-runner.ts';
import type { JobState } from './job-runner.ts';

const handle = await testDatabase();
const runner = createPgBossRunner(handle, pino({ level: 'silent' }));
afterAll(() => runner.stop());

const suffix = Math.random().toString(36).slice(2, 8);

async function until(read: () => Promise<JobState | null>, wanted: JobState): Promise<void> {
  const deadline = Date.now() + 15_000;
  while ((await read()) !== wanted) {
    if (Date.now() > deadline) throw new Error(`job never reached ${wanted}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('pg-boss job runner', () => {
  it('can install its schema ahead of first use, more than once', async () => {
    await installJobSchema(handle);
    await installJobSchema(handle);
  });

  it('answers no job for a queue nothing was sent to yet, before any worker of it started', async () => {
    expect(await runner.state(`test-unknown-${suffix}`, 'a-key')).toBeNull();
  });

  it('runs a key once however many times it is enqueued', async () => {
    const queue = `test-once-${suffix}`;
    const seen: string[] = [];
    // One job at a time, the oldest first: a job of the queue runs before any sent after it.
    await runner.work<{ n: string }>(queue, async (data) => void seen.push(data.n), { retryLimit: 0, concurrency: 1 });
    await Promise.all(Array.from({ length: 10 }, (_, i) => runner.enqueue(queue, 'the-key', { n: String(i) })));
    await until(() => runner.state(queue, 'the-key'), 'completed');
    await runner.enqueue(queue, 'the-key', { n: 'later' });
    expect(await runner.state(queue, 'the-key'), 'nothing of the key waits to run again').toBe('completed');
    // A job sent after it has run: had the key been queued again, it would have run before this one.
    await runner.enqueue(queue, 'next-key', { n: 'next' });
    await until(() => runner.state(queue, 'next-key'), 'completed');
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe('next');
    expect(await runner.state(queue, 'another-key')).toBeNull();
  });

  it('wakes idle workers by NOTIFY: a queue polled once a minute runs another instance’s job at once', async () => {
    const queue = `test-notify-${suffix}`;
    const ran: string[] = [];
    await runner.work<{ n: string }>(queue, async (data) => void ran.push(data.n), {
      retryLimit: 0,
      idlePollSeconds: 60,
    });
    const other = createPgBossRunner(handle, pino({ level: 'silent' }));
    try {
      await other.enqueue(queue, 'k', { n: 'from another instance' });
      // Well within the minute of the idle poll: the NOTIFY of the new job woke the worker.
      await until(() => runner.state(queue, 'k'), 'completed');
    } finally {
      await other.stop();
    }
    expect(ran).toEqual(['from another instance']);
    const queues = await handle.db.execute(sql`select notify from pgboss.queue where name = ${queue}`);
    expect((queues as unknown as { rows: unknown[] }).rows).toEqual([{ notify: true }]);
  });

  it('runs a job that failed for good again when its key is enqueued again', async () => {
    const queue = `test-failed-${suffix}`;
    let calls = 0;
    await runner.work(
      queue,
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('lender panel down');
      },
      { retryLimit: 0 },
    );
    await runner.enqueue(queue, 'k', {});
    await until(() => runner.state(queue, 'k'), 'failed');
    await runner.enqueue(queue, 'k', {});
    await until(() => runner.state(queue, 'k'), 'completed');
    expect(calls).toBe(2);
  });

  it('aborts running handlers on stop, and the job is picked up again by the next runner', async () => {
    const queue = `test-stop-${suffix}`;
    const first = createPgBossRunner(handle, pino({ level: 'silent' }));
    let started = false;
    let aborted = false;
    await first.work(
      queue,
      (_data, { signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
      { retryLimit: 3, retryDelaySeconds: 0 },
    );
    await first.enqueue(queue, 'k', {});
    while (!started) await new Promise((resolve) => setTimeout(resolve, 20));
    // The handler never settles by itself: stop returns because it aborted it (never by a timer).
    await first.stop();
    expect(aborted).toBe(true);

    let resumed = 0;
    await runner.work(queue, async (_data, { retryCount }) => void (resumed = retryCount + 1), {
      retryLimit: 3,
      retryDelaySeconds: 0,
    });
    await until(() => runner.state(queue, 'k'), 'completed');
    // Finished here as a retry: the abort counted as a failed try (the stopping runner's poll may
    // have fetched it once more before it stopped, so at least one).
    expect(resumed).toBeGreaterThanOrEqual(2);
  });
});
