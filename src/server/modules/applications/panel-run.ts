import { AppError } from '#server/lib/app-error.ts';
import { recordGateReferral } from '#server/observability/business-metrics.ts';
import type { PanelStatus, PanelWaiting } from '#server/modules/lenders/panel/index.ts';
import { WAITING_RETRY_SECONDS } from '#server/modules/lenders/panel/index.ts';
import { isReferralReason, type ReferralReason } from '#shared/application/gate.ts';
import { PANEL_STATUSES, type ApplicationStatus } from '#shared/application/status.ts';
import { gateReasonOf } from './affordability-gate.ts';
import {
  findByPublicId,
  markError,
  markReferred,
  recordOutcome,
  type ApplicationRow,
} from './applications.repository.ts';
import type { ApplicationDeps } from './applications.service.ts';

// A submitted application to the lender panel (consent, the no-body submit, the resubmit link):
// the stored outcome when the panel already decided, the affordability gate before any lender,
// else one run of the panel (the duplicate rule first, then a job), whose outcome is stored. The
// outcome GET only reads (decision 134).

export type PanelResult =
  { status: PanelStatus; redirectUrl?: string } | { status: 'referred'; reason: ReferralReason } | PanelWaiting;
/** What the outcome GET may also answer: the run failed for good, or none was started; a POST runs it. */
export type PanelFailed = { status: 'error'; message: string };
export type ErrorLog = { error(details: object, message: string): void };

const PANEL_UNAVAILABLE = 'We could not reach our lenders just now. Please try again in a few minutes.';
/** The panel decided (the gate's `referred` never reached it). */
const FINAL_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['sold', 'pending', 'rejected']);

export function assertSubmitted(row: ApplicationRow): void {
  if (row.status === 'draft') {
    throw new AppError(
      'CONFLICT',
      'This application has not been submitted yet. Please complete the consent step first.',
    );
  }
}

/**
 * Starts the run when none has (never a second one) and answers its outcome: with `wait` (the JSON
 * no-body submit) after waiting for it within the panel's bound, woken by the run's NOTIFY; without
 * (consent, the screens) at once, `waiting` while the lenders are asked.
 */
export async function runPanel(
  deps: ApplicationDeps,
  row: ApplicationRow,
  log: ErrorLog,
  { wait = true }: { wait?: boolean } = {},
): Promise<PanelResult> {
  assertSubmitted(row);
  if (row.apiStatus && FINAL_STATUSES.has(row.status)) return outcomeOf(row.apiStatus, row.redirectUrl);
  const referred = await referral(deps, row);
  if (referred) return referred;

  try {
    const outcome = await deps.panel.submit(row.id, { wait });
    if (outcome.status === 'waiting') return outcome;
    // The panel referred it for review (a possible duplicate applicant): no lead was sent.
    if (outcome.status === 'referred') {
      const current = await findByPublicId(deps.db, row.sessionId);
      return { status: 'referred', reason: current ? storedReason(current) : 'possible-duplicate' };
    }
    if (!(PANEL_STATUSES as readonly string[]).includes(outcome.status))
      throw new Error('lender panel returned an unknown status');
    await recordOutcome(deps.db, row.id, outcome, deps.clock.now());
    return outcomeOf(outcome.status, outcome.redirectUrl);
  } catch (error) {
    // Still running (a bounded wait ran out, or this process is stopping): not an error. The job
    // goes on here or in the next runner, and the processing screen asks again.
    if (error instanceof AppError && error.code === 'UNAVAILABLE') throw error;
    // The error itself (not the application) is logged: it names the lender step that failed.
    log.error({ applicationId: row.id, err: error }, 'lender panel submit failed');
    await markError(deps.db, row.id, deps.clock.now());
    throw new AppError('UNAVAILABLE', PANEL_UNAVAILABLE);
  }
}

/**
 * The outcome as stored, read once: it starts nothing (decision 134). While the run is queued or
 * running, `waiting`; a run that failed for good, or none started (consented before runs were
 * enqueued at consent), is `error`: the result page's Try Again posts the submit, which runs it.
 */
export async function readOutcome(deps: ApplicationDeps, row: ApplicationRow): Promise<PanelResult | PanelFailed> {
  assertSubmitted(row);
  if (row.apiStatus && FINAL_STATUSES.has(row.status)) return outcomeOf(row.apiStatus, row.redirectUrl);
  if (row.status === 'referred') return { status: 'referred', reason: storedReason(row) };
  const state = await deps.panel.runState(row.id);
  if (state === 'running') return { status: 'waiting', retryAfterSeconds: WAITING_RETRY_SECONDS };
  return { status: 'error', message: PANEL_UNAVAILABLE };
}

/**
 * The gate before any lender (ADR 021): a referred application stays referred, and an open one
 * (consented before the gate existed, or written by another path) is judged here once.
 */
async function referral(deps: ApplicationDeps, row: ApplicationRow): Promise<PanelResult | null> {
  // A person's review changed the gate's referral (decision 125): the gate does not refer it again.
  if (row.reviewClearedAt) return null;
  if (row.status === 'referred') return { status: 'referred', reason: storedReason(row) };
  const reason = gateReasonOf(row);
  if (!reason) return null;
  if (await markReferred(deps.db, row.id, reason, deps.clock.now())) recordGateReferral(reason);
  const current = await findByPublicId(deps.db, row.sessionId);
  if (current?.status !== 'referred') return null; // an outcome was stored first: that one stands
  return { status: 'referred', reason: storedReason(current) };
}

const storedReason = (row: ApplicationRow): ReferralReason =>
  isReferralReason(row.gateReason) ? row.gateReason : 'unaffordable';

const outcomeOf = (status: PanelStatus, redirectUrl: string | null | undefined): PanelResult =>
  redirectUrl ? { status, redirectUrl } : { status };
