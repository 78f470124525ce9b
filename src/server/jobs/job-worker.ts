import type { Job, PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import type { OutageLog } from '#server/lib/outage-log.ts';
import { toSafeError } from '#server/lib/safe-error.ts';
import type { JobHandler } from './job-runner.ts';
import type { JobOwners } from './job-owners.ts';

/** Each running handler with the controller that aborts it when its runner's job locks are lost. */
export type Running = Map<Promise<unknown>, AbortController>;

/**
 * pg-boss's handler for one queue around ours: the job is locked while it runs (decision 097),
 * aborted when the runner stops or the job expires, and settled before its lock is released.
 */
export function lockedHandler(deps: {
  boss: PgBoss;
  owners: JobOwners;
  queue: string;
  handler: JobHandler<object>;
  stopping: AbortSignal;
  running: Running;
}) {
  const { boss, owners, queue, handler, stopping, running } = deps;
  return async ([job]: Job<object>[]) => {
    if (!job) return;
    // The lock says "a live runner has this job" to every other runner's sweep.
    if (!(await owners.hold(job.id))) throw new Error('job still held by another runner');
    const attempt = [{ id: job.id, retryCount: job.retryCount }];
    const lost = new AbortController();
    const signal = AbortSignal.any([job.signal, stopping, lost.signal]);
    const run = handler(job.data, { signal, retryCount: job.retryCount });
    running.set(run, lost);
    try {
      await run;
      // Settled before the lock goes, so no sweep sees the job active and unheld (pg-boss's own
      // settle after this one, fenced to the same attempt, then changes nothing).
      await boss.complete(queue, attempt);
    } catch (error) {
      // pg-boss stores what is thrown in pgboss.job.output: only the safe fields may go there.
      const safe = toSafeError(error);
      await boss.fail(queue, attempt, safe).catch(() => undefined);
      throw safe;
    } finally {
      running.delete(run);
      await owners.release(job.id).catch(() => undefined);
    }
  };
}

const RETRY_START_MS = 5_000;

/** Runs `step` until it succeeds or the runner stops, every 5 s, in the background (the database may be down). */
export function keepTrying(
  what: string,
  step: () => Promise<unknown>,
  stopped: () => boolean,
  log: FastifyBaseLogger,
  logOutage: OutageLog,
) {
  void (async () => {
    while (!stopped()) {
      try {
        return void (await step());
      } catch (error) {
        if (stopped()) return;
        // An outage is logged once a minute with everything else failing on it; anything else is a bug.
        if (isDatabaseUnavailable(error)) logOutage(log, error, 'job runner: database unavailable');
        else log.error({ err: error }, `job runner: cannot ${what}; retrying in 5 s`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_START_MS).unref());
      }
    }
  })();
}
