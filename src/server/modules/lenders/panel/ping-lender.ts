import { ineligibleReason } from './eligibility.ts';
import { IN_PROGRESS_REASON, WITHDRAWING_REASON, type AttemptRow } from './lender-panel.repository.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';
import { finishAttempt, type PingTreeRun, type Tried } from './ping-tree-run.ts';
import { withdrawLead } from './withdraw-lead.ts';

/** A row is final once answered; claimed-but-unanswered and withdrawing rows are not. */
const isFinal = (row: AttemptRow) =>
  !(row.latencyMs === null && (row.errorReason === IN_PROGRESS_REASON || row.errorReason === WITHDRAWING_REASON));

/**
 * Asks one lender of a tier for its bid on the anonymous lead. A row finished by an earlier run
 * is reused as it is (no lender is asked twice); a lender paused, ineligible or over its daily cap
 * is recorded as skipped without a call; a run cut off while withdrawing withdraws again.
 */
export async function pingLender(run: PingTreeRun, lender: LenderConfig, row: AttemptRow | undefined): Promise<Tried> {
  if (!row) throw new Error(`no attempt row for lender ${lender.id}`);
  if (row.panel !== run.panel) return { kind: 'other-panel' };
  if (isFinal(row)) return { kind: 'final', row };
  // A run cut off while withdrawing an unanswered post: withdraw again, never post again.
  if (row.errorReason === WITHDRAWING_REASON) return withdrawLead(run, lender, row, null);
  const skip = async (reason: string): Promise<Tried> => ({
    kind: 'final',
    row: await finishAttempt(run, row, { decision: 'skipped', reason }),
  });
  const paused = run.notAsked?.get(lender.id) ?? run.plan.notAsked.get(lender.id);
  if (paused) return skip(paused);
  const excluded = ineligibleReason(lender.rules, run.lead);
  if (excluded) return skip(excluded);
  if (lender.dailyCap !== undefined && (run.reservedToday.get(lender.id) ?? 0) >= lender.dailyCap) {
    return skip('daily cap reached');
  }
  const answer = await run.clientOf(lender).ping(run.app.id, run.lead);
  run.checkAbort();
  if (answer.decision === 'accept' || answer.decision === 'pending')
    return { kind: 'bid', bid: { lender, row, answer } };
  const decision = answer.decision === 'timeout' || answer.decision === 'error' ? answer.decision : 'reject';
  return { kind: 'final', row: await finishAttempt(run, row, { ...answer, decision }) };
}
