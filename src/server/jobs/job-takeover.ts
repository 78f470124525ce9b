import type { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import type { JobOwners } from './job-owners.ts';

export type TakeoverOptions = {
  /** How often a runner looks for jobs whose runner died (default 2 s). */
  intervalMs?: number;
  /**
   * A job fetched this recently may not hold its lock yet (fetch, then lock): it is left alone
   * this long after it started (default 2 s).
   */
  graceSeconds?: number;
};

/**
 * The sweep of decision 097: every few seconds, active jobs of this runner's queues that no live
 * runner holds go back to pg-boss as failed attempts (fenced to the attempt seen, so a job another
 * runner has fetched again since is left alone) and are retried after their queue's retry delay.
 */
export function startTakeover(
  deps: { boss: PgBoss; owners: JobOwners; queues: () => string[]; log: FastifyBaseLogger },
  options: TakeoverOptions = {},
) {
  const { boss, owners, queues, log } = deps;
  const graceSeconds = options.graceSeconds ?? 2;
  let sweeping: Promise<number> | undefined;

  async function sweepOnce(): Promise<number> {
    const orphans = await owners.orphans(queues(), graceSeconds);
    for (const job of orphans) {
      await boss.fail(job.name, [{ id: job.id, retryCount: job.retryCount }], {
        message: 'the runner of this job stopped (its lock was released)',
      });
    }
    if (orphans.length) log.warn({ jobs: orphans.length }, 'job runner: took over jobs of a runner that died');
    return orphans.length;
  }

  /** One sweep now (a sweep already under way is shared); resolves with the jobs taken over. */
  const sweep = (): Promise<number> =>
    (sweeping ??= sweepOnce().finally(() => {
      sweeping = undefined;
    }));

  const timer = setInterval(() => {
    sweep().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'job runner: takeover sweep failed');
    });
  }, options.intervalMs ?? 2_000);
  timer.unref();

  return { sweep, stop: () => clearInterval(timer) };
}
