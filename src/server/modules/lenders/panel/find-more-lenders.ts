import { setTimeout as sleep } from 'node:timers/promises';
import type { JobRunner } from '#server/jobs/job-runner.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { LeadJob } from './lead-job.ts';
import type { ApplicationRow } from './lead-payload.ts';
import type { LenderPanel } from './lender-panel.types.ts';
import { runFailed, stillProcessing } from './panel-answers.ts';

const HELD_FOR_REVIEW =
  'A lender is still reviewing this application: it cannot be offered to other lenders until that lender decides.';
const ALREADY_SOLD = 'A lender has already accepted this application: continue on the lender page.';

export type FindMoreLendersDeps = {
  runner: JobRunner;
  queue: string;
  /** How long a caller waits for the secondary run's result, polling its job every `pollMs`. */
  waitMs: number;
  pollMs: number;
  /** Aborted when the panel closes: a waiting caller is told to ask again. */
  closing: AbortSignal;
  requireApplication(applicationId: string): Promise<ApplicationRow>;
};

/**
 * 'Find More Lenders': the secondary run of an application, offered only after a rejection or a sale
 * without a lender page; one job per application, whose result every caller waits for.
 */
export function findMoreLenders(deps: FindMoreLendersDeps): LenderPanel['submitSecondary'] {
  const { runner, queue, waitMs, pollMs, closing, requireApplication } = deps;

  // 'Find More Lenders' only (the primary outcome is woken by NOTIFY, decision 134): callers in this
  // process waiting on the same key share one poll of the job's state (left as it was; see 134).
  const waiting = new Map<string, Promise<unknown>>();
  function waitFor<T>(key: string, ready: () => Promise<T | null>): Promise<T> {
    const existing = waiting.get(key) as Promise<T> | undefined;
    if (existing) return existing;
    const poll = pollUntil(key, ready).finally(() => waiting.delete(key));
    waiting.set(key, poll);
    return poll;
  }

  /** Waits for the job of `key` to finish, or `ready()` to report a result, within the bounded wait. */
  async function pollUntil<T>(key: string, ready: () => Promise<T | null>): Promise<T> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const result = await ready();
      if (result !== null) return result;
      if (closing.aborted) throw stillProcessing();
      const state = await runner.state(queue, key);
      if (state === 'failed') throw runFailed();
      if (Date.now() > deadline) throw stillProcessing();
      await sleep(pollMs, undefined, { signal: closing }).catch(() => undefined);
    }
  }

  return async (applicationId) => {
    const app = await requireApplication(applicationId);
    // Referred by the gate: nothing is offered to anyone, secondary panel included.
    if (app.status === 'referred') return { success: false };
    if (!app.apiStatus) throw new AppError('CONFLICT', 'The application has not been submitted yet');
    const key = `secondary:${applicationId}`;
    // Only after a rejection or a sale without a lender page (docs/product.md#statuses): while a
    // lender reviews the application, or after a sale with its page, nobody else may have it.
    // A secondary run already made answers its own stored result again.
    const opened = app.apiStatus === 'reject' || (app.apiStatus === 'sold' && !app.redirectUrl);
    if (!opened && (await runner.state(queue, key)) === null)
      throw new AppError('CONFLICT', app.apiStatus === 'pending' ? HELD_FOR_REVIEW : ALREADY_SOLD);
    if (app.apiStatus === 'sold')
      return { success: true, ...(app.redirectUrl ? { redirectUrl: app.redirectUrl } : {}) };
    await runner.enqueue<LeadJob>(queue, key, { applicationId, panel: 'secondary' });
    return waitFor(key, async () => {
      const state = await runner.state(queue, key);
      if (state !== 'completed' && state !== null) return null;
      const row = await requireApplication(applicationId);
      return {
        success: true,
        ...(row.apiStatus === 'sold' && row.redirectUrl ? { redirectUrl: row.redirectUrl } : {}),
      };
    });
  };
}
