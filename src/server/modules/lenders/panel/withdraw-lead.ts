import { releaseDailyCap } from '#server/modules/lenders/directory/index.ts';
import { markWithdrawing, WITHDRAWING_REASON, type AttemptRow } from './lender-panel.repository.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import { finishAttempt, postColumnsOf, type PingTreeRun, type PostSent, type Tried } from './ping-tree-run.ts';

/** Withdrawal tries before the outcome is left unknown (each within the lender's deadline). */
export const WITHDRAWAL_TRIES = 3;
const WITHDRAWN = 'lead withdrawn';

/**
 * The post's outcome stayed unknown: before the lead may go to anyone else, the lender is told it
 * is withdrawn (signed, one idempotency key, a few tries). Recorded first, so a run resumed after
 * a crash withdraws again instead of posting again. Acknowledged: a timeout, and the daily cap's
 * place comes back. Not acknowledged: the lender may hold the lead, and nobody else gets it.
 * `post` is the unanswered post; null when a resumed run withdraws again (the row has its record).
 */
export async function withdrawLead(
  run: PingTreeRun,
  lender: LenderConfig,
  row: AttemptRow,
  post: PostSent | null,
): Promise<Extract<Tried, { kind: 'final' | 'held' }>> {
  const { db } = run;
  const asked = post?.answer.reason ?? 'no answer to the full lead';
  if (post && row.errorReason !== WITHDRAWING_REASON) await markWithdrawing(db, row.id, postColumnsOf(post));
  let last = '';
  for (let tries = 1; tries <= WITHDRAWAL_TRIES; tries += 1) {
    const result = await run.clientOf(lender).withdraw(run.app.id);
    run.checkAbort();
    if (result.acknowledged) {
      if (lender.dailyCap !== undefined) await releaseDailyCap(db, lender.id, run.capDay);
      const answer = { ...post?.answer, decision: 'timeout' as const, reason: `${asked}; ${WITHDRAWN}` };
      return { kind: 'final', row: await finishAttempt(run, row, answer, post) };
    }
    last = result.reason ?? 'no acknowledgement';
  }
  const reason = `${asked}; withdrawal not acknowledged (${last}): outcome unknown`;
  return {
    kind: 'held',
    row: await finishAttempt(run, row, { ...post?.answer, decision: 'timeout', reason }, post),
  };
}
