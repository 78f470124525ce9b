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
  IN_PROGRESS_REASON,
  type AttemptRow,
  type OutcomeWrite,
} from './lender-panel.repository.ts';
import { postWithRetry } from './post-lead.ts';
import { allowedHostsOf, type LenderConfig, type PanelConfig, type PanelName } from './panel-config.ts';
import { planPanelRun } from './ranking/ranking.service.ts';
import { recordLedgerSale } from '#server/modules/ledger/ledger.ts';

export type PingTreeDeps = { db: Database; config: PanelConfig; clock: Clock; signal?: AbortSignal };

type Bid = { lender: LenderConfig; row: AttemptRow; answer: LenderAnswer };
type Tried = { kind: 'final'; row: AttemptRow } | { kind: 'bid'; bid: Bid } | { kind: 'other-panel' };

const isFinal = (row: AttemptRow) => !(row.latencyMs === null && row.errorReason === IN_PROGRESS_REASON);

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
  const clientOf = (lender: LenderConfig) =>
    createLenderClient(lender, {
      timeoutMs: lender.timeoutMs ?? config.defaultTimeoutMs,
      allowedHosts,
      lookup,
      ...(signal ? { signal } : {}),
    });

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
    const paused = plan.notAsked.get(lender.id);
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
    const finals = tried.flatMap((t) => (t.kind === 'final' ? [t.row] : []));
    const bids = tried.flatMap((t) => (t.kind === 'bid' ? [t.bid] : []));
    const done = finals.find((row) => row.decision === 'sold') ?? finals.find((row) => row.decision === 'pending');
    // Highest accepted price first (ties keep the tier's priority order), then lenders that would review it.
    const candidates = done
      ? []
      : [
          ...bids
            .filter((b) => b.answer.decision === 'accept')
            .sort((a, b) => (b.answer.price ?? 0) - (a.answer.price ?? 0)),
          ...bids.filter((b) => b.answer.decision === 'pending'),
        ];
    let winner: AttemptRow | undefined = done;
    const posted = new Set<number>();
    for (const candidate of candidates) {
      posted.add(candidate.row.id);
      const cap = candidate.lender.dailyCap;
      // The cap is taken before the post (a concurrent run may have just sold the last lead).
      if (cap !== undefined && !(await reserveDailyCap(db, candidate.lender.id, capDay, cap))) {
        await finish(candidate.row, { ...candidate.answer, decision: 'skipped', reason: 'daily cap reached' });
        continue;
      }
      const post = () => clientOf(candidate.lender).post(app.id, postLead(app, clock.now()));
      const { answer, tries } = await postWithRetry(post, config.postRetries, checkAbort);
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
    if (winner) {
      const reason =
        winner.decision === 'sold' ? 'another lender bought the lead' : 'another lender is reviewing the application';
      await Promise.all(
        bids
          .filter((bid) => !posted.has(bid.row.id))
          .map((bid) => finish(bid.row, { ...bid.answer, decision: 'skipped', reason })),
      );
    }
    finals.forEach(note);
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
