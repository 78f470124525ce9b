import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { JobRunner, QueueOptions } from '#server/jobs/job-runner.ts';
import type { LenderConfig, PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { completeIfAllAcknowledged, findNotice, recordAttempt } from './erasure.repository.ts';
import { sendErasure } from './erasure-notice.ts';

export const ERASURE_QUEUE = 'lender-erasure';

/**
 * Retried until the lender answers 2xx: waits growing from 30 s (exponential backoff) to at most
 * 6 hours between tries, for months; an exhausted job is run again by the next enqueue of its key.
 */
export const ERASURE_QUEUE_OPTIONS: QueueOptions = {
  retryLimit: 500,
  retryDelaySeconds: 30,
  retryBackoff: true,
  retryDelayMaxSeconds: 6 * 60 * 60,
  expireInSeconds: 120,
  concurrency: 2,
  // New notices wake the workers (decision 106); retries are 30 s apart at the least.
  idlePollSeconds: 10,
};

export type ErasureJob = { noticeId: number };
export type ErasureDeps = {
  db: Database;
  clock: Clock;
  config: () => PanelConfig | null;
  /** The lender as outbound calls address it at this try (decision 116): a move since the queueing counts. */
  lenderOf: (lenderId: string, now: Date) => Promise<LenderConfig | null>;
};

export class ErasureNotAcknowledged extends Error {
  constructor(reason: string) {
    super(`erasure not acknowledged: ${reason}`);
  }
}

/**
 * One try at one lender: acknowledged, the notice is done (and the request when it was the last);
 * otherwise the attempt and its reason are recorded and the job fails, to be retried.
 */
export function erasureJobHandler(deps: ErasureDeps) {
  return async function deliver(job: ErasureJob, signal?: AbortSignal): Promise<void> {
    const notice = await findNotice(deps.db, job.noticeId);
    if (!notice || notice.acknowledgedAt) return;
    const config = deps.config();
    const answer = config
      ? await sendErasure(config, await deps.lenderOf(notice.lenderId, deps.clock.now()), notice.reference, signal)
      : ({ acknowledged: false, reason: 'no lender panel configured' } as const);
    signal?.throwIfAborted();
    const now = deps.clock.now();
    await recordAttempt(deps.db, notice.id, now, answer.acknowledged ? null : answer.reason);
    if (!answer.acknowledged) throw new ErasureNotAcknowledged(answer.reason);
    await completeIfAllAcknowledged(deps.db, notice.requestId, now);
  };
}

/** Queues one job per notice not yet acknowledged (a key per notice: enqueued twice, run once). */
export async function enqueueNotices(jobs: JobRunner, queue: string, noticeIds: number[]): Promise<void> {
  for (const noticeId of noticeIds) await jobs.enqueue<ErasureJob>(queue, `erasure-notice-${noticeId}`, { noticeId });
}
