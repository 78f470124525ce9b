import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { ineligibleReason } from './eligibility.ts';
import { guardedLookup } from './endpoint-policy.ts';
import { createLenderClient, type LenderAnswer } from './lender-client.ts';
import { pingLead, postLead, type ApplicationRow } from './lead-payload.ts';
import { capDayOf, releaseDailyCap, reservedOn, reserveDailyCap } from './daily-caps.repository.ts';
import {
  claimAttempts,
  completeAttempt,
  markWithdrawing,
  IN_PROGRESS_REASON,
  WITHDRAWING_REASON,
  type AttemptRow,
  type OutcomeWrite,
} from './lender-panel.repository.ts';
import { postWithRetry } from './post-lead.ts';
import { allowedHostsOf, type LenderConfig, type PanelConfig, type PanelName } from './panel-config.ts';
import { planPanelRun } from './ranking/ranking.service.ts';
import { recordLedgerSale } from '#server/modules/ledger/ledger.ts';

/** The secret to sign with per lender, when a lender rotated its own in the portal (decision 081). */
export type OutboundSecrets = (lenders: readonly LenderConfig[], now: Date) => Promise<Map<string, string>>;
export type PingTreeDeps = {
  db: Database;
  config: PanelConfig;
  clock: Clock;
  signal?: AbortSignal;
  /** Lenders not to ask this run, with the reason (paused, out of hours or over a cap in the back office). */
  notAsked?: ReadonlyMap<string, string>;
  outboundSecrets?: OutboundSecrets | undefined;
};

type Bid = { lender: LenderConfig; row: AttemptRow; answer: LenderAnswer };
type Tried =
  | { kind: 'final'; row: AttemptRow }
  | { kind: 'bid'; bid: Bid }
  | { kind: 'other-panel' }
  /** A post whose outcome is unknown and whose withdrawal is not acknowledged: the lender may hold the lead. */
  | { kind: 'held'; row: AttemptRow };

const isFinal = (row: AttemptRow) =>
  !(row.latencyMs === null && (row.errorReason === IN_PROGRESS_REASON || row.errorReason === WITHDRAWING_REASON));

/** Withdrawal tries before the outcome is left unknown (each within the lender's deadline). */
export const WITHDRAWAL_TRIES = 3;
const WITHDRAWN = 'lead withdrawn';
/** Said of the bids not posted while a lender that never answered may hold the lead. */
export const HELD_BY_UNKNOWN = 'another lender may hold the lead (no answer)';

/**
 * The ping tree: tier by tier, every eligible lender of the tier is pinged at once with the
 * anonymous lead; the best bid (highest price) gets the full lead (post). The first lender to buy
 * (sold) or take it for review (pending) ends the run; when every tier declines, it is a reject.
 * Every step is recorded before and after in lead_attempts, so a run interrupted at any point can
 * run again: finished attempts are reused, unfinished calls are repeated with the same
 * idempotency key (the lender returns its first answer), and no lender is ever asked twice.
 */
export async function runPingTree(deps: PingTreeDeps, app: ApplicationRow, panel: PanelName): Promise<OutcomeWrite> {
  const { db, config, clock, signal } = deps;
  const now = clock.now();
  const lead = pingLead(app, now);
  const allowedHosts = allowedHostsOf(config);
  const lookup = guardedLookup(config.allowPrivateHosts);
  const capped = config.lenders.filter((l) => l.dailyCap !== undefined).map((l) => l.id);
  const capDay = capDayOf(now);
  const reservedToday = await reservedOn(db, capped, capDay);
  const plan = await planPanelRun({ db, config, clock }, panel);
  const checkAbort = () => signal?.throwIfAborted();
  const secrets = deps.outboundSecrets ? await deps.outboundSecrets(config.lenders, now) : new Map<string, string>();
  const clientOf = (lender: LenderConfig) =>
    createLenderClient(
      { ...lender, secret: secrets.get(lender.id) ?? lender.secret },
      {
        timeoutMs: lender.timeoutMs ?? config.defaultTimeoutMs,
        allowedHosts,
        lookup,
        ...(signal ? { signal } : {}),
      },
    );

  const finish = async (
    row: AttemptRow,
    answer: Omit<Partial<LenderAnswer>, 'decision'> & { decision: AttemptRow['decision'] },
    extraLatency = 0,
    postTries: number | null = null,
  ) => {
    const result = {
      postTries,
      latencyMs: (answer.latencyMs ?? 0) + extraLatency,
      httpStatus: answer.httpStatus ?? null,
      decision: answer.decision,
      price: answer.price ?? null,
      leadRef: answer.leadRef ?? null,
      redirectUrl: answer.redirectUrl ?? null,
      errorReason: answer.reason ?? null,
    };
    await completeAttempt(db, row.id, result);
    return { ...row, ...result };
  };

  async function tryLender(lender: LenderConfig, row: AttemptRow | undefined): Promise<Tried> {
    if (!row) throw new Error(`no attempt row for lender ${lender.id}`);
    if (row.panel !== panel) return { kind: 'other-panel' };
    if (isFinal(row)) return { kind: 'final', row };
    // A run cut off while withdrawing an unanswered post: withdraw again, never post again.
    if (row.errorReason === WITHDRAWING_REASON) return withdraw(lender, row, { answer: null, tries: row.postTries });
    const paused = deps.notAsked?.get(lender.id) ?? plan.notAsked.get(lender.id);
    if (paused) return { kind: 'final', row: await finish(row, { decision: 'skipped', reason: paused }) };
    const excluded = ineligibleReason(lender.rules, lead);
    if (excluded) return { kind: 'final', row: await finish(row, { decision: 'skipped', reason: excluded }) };
    if (lender.dailyCap !== undefined && (reservedToday.get(lender.id) ?? 0) >= lender.dailyCap) {
      return { kind: 'final', row: await finish(row, { decision: 'skipped', reason: 'daily cap reached' }) };
    }
    const answer = await clientOf(lender).ping(app.id, lead);
    checkAbort();
    if (answer.decision === 'accept' || answer.decision === 'pending')
      return { kind: 'bid', bid: { lender, row, answer } };
    const decision = answer.decision === 'timeout' || answer.decision === 'error' ? answer.decision : 'reject';
    return { kind: 'final', row: await finish(row, { ...answer, decision }) };
  }

  /**
   * The post's outcome stayed unknown: before the lead may go to anyone else, the lender is told it
   * is withdrawn (signed, one idempotency key, a few tries). Recorded first, so a run resumed after
   * a crash withdraws again instead of posting again. Acknowledged: a timeout, and the daily cap's
   * place comes back. Not acknowledged: the lender may hold the lead, and nobody else gets it.
   */
  async function withdraw(
    lender: LenderConfig,
    row: AttemptRow,
    post: { answer: LenderAnswer | null; tries: number | null },
  ): Promise<Tried> {
    const asked = post.answer?.reason ?? 'no answer to the full lead';
    if (row.errorReason !== WITHDRAWING_REASON) await markWithdrawing(db, row.id, post.tries);
    let last = '';
    for (let tries = 1; tries <= WITHDRAWAL_TRIES; tries += 1) {
      const result = await clientOf(lender).withdraw(app.id);
      checkAbort();
      if (result.acknowledged) {
        if (lender.dailyCap !== undefined) await releaseDailyCap(db, lender.id, capDay);
        const answer = { ...(post.answer ?? {}), decision: 'timeout' as const, reason: `${asked}; ${WITHDRAWN}` };
        return { kind: 'final', row: await finish(row, answer, 0, post.tries) };
      }
      last = result.reason ?? 'no acknowledgement';
    }
    const reason = `${asked}; withdrawal not acknowledged (${last}): outcome unknown`;
    return {
      kind: 'held',
      row: await finish(row, { ...(post.answer ?? {}), decision: 'timeout', reason }, 0, post.tries),
    };
  }

  const errors: { lender: string; decision: string; reason: string }[] = [];
  let anyDecision = false;
  const note = (row: AttemptRow) => {
    if (row.decision === 'error' || row.decision === 'timeout')
      errors.push({ lender: row.lenderId, decision: row.decision, reason: row.errorReason ?? '' });
    else anyDecision = true;
  };

  // Rounds are the configured tiers, or with automatic ordering the tiers reordered (ADR 019).
  for (const { tier, lenders } of plan.rounds) {
    checkAbort();
    const claimed = await claimAttempts(
      db,
      app.id,
      panel,
      lenders.map((l) => ({ lenderId: l.id, lenderName: l.name, tier })),
      clock.now(),
    );
    const tried = await Promise.all(lenders.map((lender) => tryLender(lender, claimed.get(lender.id))));
    checkAbort();
    // A lender of this tier may hold the lead from a run cut short: nobody else may have it.
    let held = tried.find((t) => t.kind === 'held')?.row;
    const finals = tried.flatMap((t) => (t.kind === 'final' ? [t.row] : []));
    const bids = tried.flatMap((t) => (t.kind === 'bid' ? [t.bid] : []));
    const done = finals.find((row) => row.decision === 'sold') ?? finals.find((row) => row.decision === 'pending');
    // Highest accepted price first (ties keep the tier's priority order), then lenders that would review it.
    const candidates =
      done || held
        ? []
        : [
            ...bids
              .filter((b) => b.answer.decision === 'accept')
              .sort((a, b) => (b.answer.price ?? 0) - (a.answer.price ?? 0)),
            ...bids.filter((b) => b.answer.decision === 'pending'),
          ];
    let winner: AttemptRow | undefined = done;
    const postedTo = new Set<number>();
    for (const candidate of candidates) {
      postedTo.add(candidate.row.id);
      const cap = candidate.lender.dailyCap;
      // The cap is taken before the post (a concurrent run may have just sold the last lead).
      if (cap !== undefined && !(await reserveDailyCap(db, candidate.lender.id, capDay, cap))) {
        await finish(candidate.row, { ...candidate.answer, decision: 'skipped', reason: 'daily cap reached' });
        continue;
      }
      const post = (timeoutMs: number) =>
        clientOf(candidate.lender).post(app.id, postLead(app, clock.now()), timeoutMs);
      const policy = {
        timeoutMs: candidate.lender.timeoutMs ?? config.defaultTimeoutMs,
        retries: config.postRetries,
        ceilingMs: config.postCeilingMs,
      };
      const posted = await postWithRetry(post, policy, checkAbort);
      if (posted.unknown) {
        // Unknown is not a decline: the lead goes to nobody else until this lender has it withdrawn.
        const latencyMs = posted.answer.latencyMs + candidate.answer.latencyMs;
        const withdrawn = await withdraw(candidate.lender, candidate.row, {
          answer: { ...posted.answer, latencyMs },
          tries: posted.tries,
        });
        if (withdrawn.kind === 'held') {
          held = withdrawn.row;
          break;
        }
        if (withdrawn.kind === 'final') note(withdrawn.row);
        continue;
      }
      const { answer, tries } = posted;
      const decision = answer.decision === 'accept' ? 'error' : answer.decision;
      // A post still unanswered may have been booked: its reservation stays taken.
      if (cap !== undefined && decision !== 'sold' && decision !== 'timeout')
        await releaseDailyCap(db, candidate.lender.id, capDay);
      const price = decision === 'sold' ? (answer.price ?? candidate.answer.price) : undefined;
      const reason =
        decision === 'reject' ? `declined the full lead${answer.reason ? `: ${answer.reason}` : ''}` : answer.reason;
      const row = await finish(
        candidate.row,
        { ...answer, decision, ...(price !== undefined ? { price } : {}), ...(reason ? { reason } : {}) },
        candidate.answer.latencyMs,
        tries,
      );
      if (decision === 'sold' || decision === 'pending') {
        winner = row;
        break;
      }
      note(row);
    }
    // Bids never posted (a better one won) keep their price in the audit trail as skipped.
    if (winner || held) {
      const reason = held
        ? HELD_BY_UNKNOWN
        : winner?.decision === 'sold'
          ? 'another lender bought the lead'
          : 'another lender is reviewing the application';
      await Promise.all(
        bids
          .filter((bid) => !postedTo.has(bid.row.id))
          .map((bid) => finish(bid.row, { ...bid.answer, decision: 'skipped', reason })),
      );
    }
    finals.forEach(note);
    if (held) {
      // The lender that never answered may have booked the lead: to the applicant, a lender has it
      // for review; Find More Lenders stays closed, so it is never sold to a second lender.
      return {
        status: 'pending',
        apiStatus: 'pending',
        leadId: null,
        redirectUrl: null,
        price: null,
        apiErrors: [...errors, { lender: held.lenderId, decision: 'timeout', reason: held.errorReason ?? '' }],
      };
    }
    if (winner) {
      // The sale's ledger entry (decision 065); once per lead, so a resumed run writes it if a crash lost it.
      if (winner.decision === 'sold') await recordLedgerSale(db, winner, clock.now());
      return {
        status: winner.decision === 'sold' ? 'sold' : 'pending',
        apiStatus: winner.decision === 'sold' ? 'sold' : 'pending',
        leadId: winner.leadRef,
        redirectUrl: winner.decision === 'sold' ? winner.redirectUrl : null,
        price: winner.decision === 'sold' ? winner.price : null,
        apiErrors: errors.length ? errors : null,
      };
    }
  }
  // Declined everywhere; when no lender gave any decision at all, it was a technical failure.
  return {
    status: anyDecision || errors.length === 0 ? 'rejected' : 'error',
    apiStatus: 'reject',
    leadId: null,
    redirectUrl: null,
    price: null,
    apiErrors: errors.length ? errors : null,
  };
}
