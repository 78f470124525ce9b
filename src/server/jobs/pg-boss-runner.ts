import { createHash } from 'node:crypto';
import { PgBoss, fromPglite, type Clock as JobClock } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import { outageLog } from '#server/lib/outage-log.ts';
import { toSafeError } from '#server/lib/safe-error.ts';
import type { JobHandler, JobRunner, JobState, QueueOptions } from './job-runner.ts';

/** A job's id derived from its key: sending the same key twice hits the primary key, not a new job. */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID, which pg-boss's uuid id column accepts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

const RETRY_START_MS = 5_000;

/**
 * pg-boss 12 on the application database: PostgreSQL through its own small pool, or the app's
 * PGlite instance through pg-boss's PGlite adapter (the same single connection as Drizzle).
 * Started on first use and retried in the background, so the app boots (and its health check
 * answers 503) while the database is unreachable; workers start once it answers.
 */
export type RunnerOptions = {
  /** Run the cron passes that turn schedules into jobs (instances that run background work). */
  cron?: boolean;
  /** pg-boss's source of time and timers; tests pass its TestClock to drive schedules by hand. */
  clock?: JobClock | undefined;
};

export function createPgBossRunner(handle: DbHandle, log: FastifyBaseLogger, runner: RunnerOptions = {}): JobRunner {
  // Expiry and missed heartbeats are checked on these passes: a job of a process killed mid-run
  // (kill -9, OOM) is taken over within seconds of the next pass, not after pg-boss's default 60 s.
  const common = {
    schedule: runner.cron ?? false,
    supervise: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    ...(runner.clock ? { clock: runner.clock } : {}),
  } as const;
  const boss =
    handle.driver === 'pg'
      ? new PgBoss({ ...common, connectionString: handle.url!, max: 3 })
      : new PgBoss({ ...common, db: fromPglite(handle.pglite!), backend: 'pglite' });
  // pg-boss's own queries fail on every pass while the database is down: logged like the requests'.
  const logOutage = outageLog();
  boss.on('error', (error) =>
    isDatabaseUnavailable(error)
      ? logOutage(log, error, 'job runner: database unavailable')
      : log.error({ err: error }, 'job runner error'),
  );

  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  const queueOptions = new Map<string, QueueOptions>();
  const queues = new Map<string, Promise<void>>();
  let starting: Promise<void> | undefined;
  let stopped = false;
  let isStarted = false;

  /** Memoised while it succeeds; a failure is forgotten so the next call tries again. */
  function once(
    get: () => Promise<void> | undefined,
    set: (p: Promise<void> | undefined) => void,
    run: () => Promise<unknown>,
  ) {
    if (stopped) return Promise.reject(new Error('job runner stopped'));
    let promise = get();
    if (!promise) {
      promise = run().then(() => undefined);
      promise.catch(() => set(undefined));
      set(promise);
    }
    return promise;
  }
  const started = () =>
    once(
      () => starting,
      (p) => void (starting = p),
      async () => {
        await boss.start();
        isStarted = true;
      },
    );
  const queueReady = (queue: string) =>
    started().then(() =>
      once(
        () => queues.get(queue),
        (p) => void (p ? queues.set(queue, p) : queues.delete(queue)),
        () => {
          const options = queueOptions.get(queue) ?? {};
          return boss.createQueue(queue, {
            retryLimit: options.retryLimit ?? 3,
            retryDelay: options.retryDelaySeconds ?? 1,
            expireInSeconds: options.expireInSeconds ?? 120,
            ...(options.retryBackoff ? { retryBackoff: true } : {}),
            ...(options.retryDelayMaxSeconds ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
            ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
          });
        },
      ),
    );

  async function startWorker(queue: string, handler: JobHandler<object>, options: QueueOptions) {
    await queueReady(queue);
    await boss.work<object>(
      queue,
      { pollingIntervalSeconds: 0.5, localConcurrency: options.concurrency ?? 4 },
      async ([job]) => {
        if (!job) return;
        const signal = AbortSignal.any([job.signal, stopping.signal]);
        const run = handler(job.data, { signal, retryCount: job.retryCount });
        running.add(run);
        try {
          await run;
        } catch (error) {
          // pg-boss stores what is thrown in pgboss.job.output: only the safe fields may go there.
          throw toSafeError(error);
        } finally {
          running.delete(run);
        }
      },
    );
  }

  async function work(queue: string, handler: JobHandler<object>, options: QueueOptions = {}) {
    queueOptions.set(queue, options);
    void (async () => {
      while (!stopped) {
        try {
          return await startWorker(queue, handler, options);
        } catch (error) {
          if (stopped) return;
          log.error({ err: error }, `job runner: cannot start worker of ${queue}; retrying in 5 s`);
          await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
        }
      }
    })();
  }

  return {
    start: () => started(),
    work: (queue, handler, options) => work(queue, handler as JobHandler<object>, options),
    isStarted: () => isStarted && !stopped,
    async schedule(queue, cron, handler, options = {}) {
      await work(queue, handler, options);
      void (async () => {
        while (!stopped) {
          try {
            await queueReady(queue);
            // An upsert of the one row of this queue: every instance writes the same schedule.
            return await boss.schedule(queue, cron, {}, { tz: 'UTC', missed: 'once' });
          } catch (error) {
            if (stopped) return;
            log.error({ err: error }, `job runner: cannot schedule ${queue}; retrying in 5 s`);
            await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
          }
        }
      })();
    },
    async enqueue(queue, key, data) {
      await queueReady(queue);
      const id = jobIdFor(queue, key);
      if (await boss.send(queue, data, { id })) return;
      // The key exists: a job that failed for good is run again; any other state is left alone.
      const job = await boss.getJobById(queue, id);
      if (job?.state === 'failed') await boss.retry(queue, id);
    },
    async state(queue, key) {
      await started();
      const job = await boss.getJobById(queue, jobIdFor(queue, key));
      return job ? (STATES[job.state] ?? 'queued') : null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Running handlers see the abort, throw, and pg-boss puts their jobs back for a retry.
      stopping.abort(new Error('job runner stopping'));
      await Promise.allSettled([...running]);
      const wasStarted = await starting?.then(
        () => true,
        () => false,
      );
      if (wasStarted) await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}

/**
 * Creates (or upgrades) pg-boss's tables now, as a migration step would. Optional: the runner
 * does it on first use; calling this where migrations run (e.g. the test image of global setup)
 * saves every later start the install.
 */
export async function installJobSchema(handle: DbHandle): Promise<void> {
  const options = { schedule: false, supervise: false } as const;
  const boss =
    handle.driver === 'pg'
      ? new PgBoss({ ...options, connectionString: handle.url!, max: 1 })
      : new PgBoss({ ...options, db: fromPglite(handle.pglite!), backend: 'pglite' });
  await boss.start();
  await boss.stop({ graceful: false });
}
