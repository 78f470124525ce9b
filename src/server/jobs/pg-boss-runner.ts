import type { Clock as JobClock } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import { outageLog, type OutageLog } from '#server/lib/outage-log.ts';
import type { JobHandler, JobRunner, QueueOptions } from './job-runner.ts';
import { createJobOwners } from './job-owners.ts';
import { keepTrying, lockedHandler, type Running } from './job-worker.ts';
import { startTakeover, type TakeoverOptions } from './job-takeover.ts';
import { STATES, createBoss, jobIdFor } from './pg-boss-setup.ts';

export { installJobSchema, jobIdFor } from './pg-boss-setup.ts';

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
  /** The sweep for jobs of dead runners (decision 097); tests shorten it. */
  takeover?: TakeoverOptions;
  /** The app's outage log (shared with the requests'); a runner of its own without one. */
  logOutage?: OutageLog;
};

export function createPgBossRunner(handle: DbHandle, log: FastifyBaseLogger, runner: RunnerOptions = {}): JobRunner {
  // A job of a process killed mid-run (kill -9, OOM) is taken over by the lock sweep within seconds
  // (decision 097); expiry and missed heartbeats, checked on these passes, remain the backstop for a
  // runner whose connection outlives it (a host gone without closing its sockets).
  const common = {
    schedule: runner.cron ?? false,
    supervise: true,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    // A new job on a queue wakes its idle workers on every instance at once (decision 106).
    useListenNotify: true,
    ...(runner.clock ? { clock: runner.clock } : {}),
  } as const;
  const boss = createBoss(handle, common);
  // pg-boss's own queries fail on every pass while the database is down: logged with the requests'.
  const logOutage = runner.logOutage ?? outageLog();
  const owners = createJobOwners(handle, log, logOutage);
  boss.on('error', (error) =>
    isDatabaseUnavailable(error)
      ? logOutage(log, error, 'job runner: database unavailable')
      : log.error({ err: error }, 'job runner error'),
  );

  const stopping = new AbortController();
  const running: Running = new Map();
  owners.onLost(() => {
    for (const lost of running.values()) lost.abort(new Error('job lock connection lost'));
  });
  let takeover: ReturnType<typeof startTakeover> | undefined;
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
        await owners.ready();
        isStarted = true;
        takeover ??= startTakeover({ boss, owners, queues: () => [...queueOptions.keys()], log }, runner.takeover);
      },
    );
  const queueReady = (queue: string) =>
    started().then(() =>
      once(
        () => queues.get(queue),
        (p) => void (p ? queues.set(queue, p) : queues.delete(queue)),
        async () => {
          const options = queueOptions.get(queue) ?? {};
          await boss.createQueue(queue, {
            retryLimit: options.retryLimit ?? 3,
            retryDelay: options.retryDelaySeconds ?? 1,
            expireInSeconds: options.expireInSeconds ?? 120,
            ...(options.retryBackoff ? { retryBackoff: true } : {}),
            ...(options.retryDelayMaxSeconds ? { retryDelayMax: options.retryDelayMaxSeconds } : {}),
            ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
            notify: true,
          });
          // A queue created by an earlier version (no NOTIFY) is switched on too; idempotent.
          await boss.updateQueue(queue, { notify: true });
        },
      ),
    );

  async function startWorker(queue: string, handler: JobHandler<object>, options: QueueOptions) {
    await queueReady(queue);
    await boss.work<object>(
      queue,
      {
        // Without a listener (it could not be set up) every 0.5 s; with one, NOTIFY wakes the
        // workers and this slower poll finds retries coming due (decision 106).
        pollingIntervalSeconds: 0.5,
        notifyPollingIntervalSeconds: options.idlePollSeconds ?? 2,
        localConcurrency: options.concurrency ?? 4,
      },
      lockedHandler({ boss, owners, queue, handler, stopping: stopping.signal, running }),
    );
    // Jobs of this queue left by a runner that died are taken over now, not on the next sweep.
    await takeover?.sweep();
  }

  async function work(queue: string, handler: JobHandler<object>, options: QueueOptions = {}) {
    queueOptions.set(queue, options);
    keepTrying(
      `start worker of ${queue}`,
      () => startWorker(queue, handler, options),
      () => stopped,
      log,
      logOutage,
    );
  }

  return {
    start: () => started(),
    work: (queue, handler, options) => work(queue, handler as JobHandler<object>, options),
    isStarted: () => isStarted && !stopped,
    async schedule(queue, cron, handler, options = {}) {
      await work(queue, handler, options);
      keepTrying(
        `schedule ${queue}`,
        async () => {
          await queueReady(queue);
          // An upsert of the one row of this queue: every instance writes the same schedule.
          await boss.schedule(queue, cron, {}, { tz: 'UTC', missed: 'once' });
        },
        () => stopped,
        log,
        logOutage,
      );
    },
    async enqueue(queue, key, data) {
      await queueReady(queue);
      const id = jobIdFor(queue, key);
      if (await boss.send(queue, data, { id })) return;
      // The key exists: a job that failed for good is run again; any other state is left alone.
      const job = await boss.getJobById(queue, id);
      if (job?.state === 'failed') await boss.retry(queue, id);
    },
    async listen(channel, onNotification, onReconnect) {
      await started();
      const db = boss.getDb();
      if (!db.listen) throw new Error('LISTEN/NOTIFY is not available on this database connection');
      const handle = await db.listen(channel, onNotification, onReconnect);
      return () => handle.close();
    },
    async state(queue, key) {
      // A queue no job was sent to yet (a read right after boot, before its worker started) has
      // no jobs: made now, as a send would, rather than pg-boss's "does not exist" error.
      await queueReady(queue);
      const job = await boss.getJobById(queue, jobIdFor(queue, key));
      return job ? (STATES[job.state] ?? 'queued') : null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Running handlers see the abort, throw, and pg-boss puts their jobs back for a retry.
      stopping.abort(new Error('job runner stopping'));
      takeover?.stop();
      await Promise.allSettled([...running.keys()]);
      const wasStarted = await starting?.then(
        () => true,
        () => false,
      );
      if (wasStarted) await boss.stop({ graceful: true, timeout: 5_000 });
      await owners.close();
    },
  };
}
