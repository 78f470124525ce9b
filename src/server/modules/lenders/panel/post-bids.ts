import { postLead } from './lead-payload.ts';
import { releaseDailyCap, reserveDailyCap } from '#server/modules/lenders/directory/index.ts';
import { erasedAtOf, type AttemptRow } from './lender-panel.repository.ts';
import { postWithRetry } from './post-lead.ts';
import { finishAttempt, type Bid, type PingTreeRun, type PostSent } from './ping-tree-run.ts';
import { withdrawLead } from './withdraw-lead.ts';

/** Said of the bids not posted while a lender that never answered may hold the lead. */
export const HELD_BY_UNKNOWN = 'another lender may hold the lead (no answer)';

/** Highest accepted price first (ties keep the round's order, lender id last: tiersOf), then pending reviewers. */
const offerOrder = (bids: Bid[]): Bid[] => [
  ...bids.filter((b) => b.answer.decision === 'accept').sort((a, b) => (b.answer.price ?? 0) - (a.answer.price ?? 0)),
  ...bids.filter((b) => b.answer.decision === 'pending'),
];

type PostedBid = { kind: 'capped' } | { kind: 'erased' } | { kind: 'final' | 'held'; row: AttemptRow };

/** Said of the bids not posted because the applicant's data was erased while the run went on. */
export const ERASED_BEFORE_POST = "the applicant's data was erased: the full lead is sent to nobody";

/**
 * Posts the full lead to one bidder. Its daily cap is taken before the post (a concurrent run may
 * have just sold the last lead); a post left without an answer is withdrawn before anyone else may
 * have the lead. The row records the post's own time and latency beside the ping's answer.
 */
async function postToBid(run: PingTreeRun, candidate: Bid): Promise<PostedBid> {
  const { db, config, clock, app } = run;
  // Erased since the run read the application (decision 152): the full lead goes to nobody now.
  if (await erasedAtOf(db, app.id)) {
    await finishAttempt(run, candidate.row, { ...candidate.answer, decision: 'skipped', reason: ERASED_BEFORE_POST });
    return { kind: 'erased' };
  }
  const cap = candidate.lender.dailyCap;
  if (cap !== undefined && !(await reserveDailyCap(db, candidate.lender.id, run.capDay, cap))) {
    await finishAttempt(run, candidate.row, { ...candidate.answer, decision: 'skipped', reason: 'daily cap reached' });
    return { kind: 'capped' };
  }
  // Signed before the post, so the lender can fetch it as soon as the lead arrives (decision 138).
  const consentCertificateUrl = run.consentCertificates
    ? await run.consentCertificates(app.id, candidate.lender.id)
    : null;
  const post = (timeoutMs: number) =>
    run.clientOf(candidate.lender).post(app.id, { ...postLead(app, clock.now()), consentCertificateUrl }, timeoutMs);
  const policy = {
    timeoutMs: candidate.lender.timeoutMs ?? config.defaultTimeoutMs,
    retries: config.postRetries,
    ceilingMs: config.postCeilingMs,
  };
  const sentAt = clock.now();
  const posted = await postWithRetry(post, policy, run.checkAbort);
  const sent: PostSent = { bid: candidate.answer, sentAt, tries: posted.tries, answer: posted.answer };
  // Unknown is not a decline: the lead goes to nobody else until this lender has it withdrawn.
  if (posted.unknown) return withdrawLead(run, candidate.lender, candidate.row, sent);
  const { answer } = posted;
  const decision = answer.decision === 'accept' ? 'error' : answer.decision;
  // A post still unanswered may have been booked: its reservation stays taken.
  if (cap !== undefined && decision !== 'sold' && decision !== 'timeout')
    await releaseDailyCap(db, candidate.lender.id, run.capDay);
  const price = decision === 'sold' ? (answer.price ?? candidate.answer.price) : undefined;
  const reason =
    decision === 'reject' ? `declined the full lead${answer.reason ? `: ${answer.reason}` : ''}` : answer.reason;
  const row = await finishAttempt(
    run,
    candidate.row,
    { ...answer, decision, ...(price !== undefined ? { price } : {}), ...(reason ? { reason } : {}) },
    sent,
  );
  return { kind: 'final', row };
}

export type TierSale = { winner?: AttemptRow; held?: AttemptRow; postedTo: Set<number> };

/**
 * Offers the full lead to a tier's bidders in order until one buys it (sold) or takes it for
 * review (pending), or one that never answered may hold it (held: nobody else gets it). Each
 * bidder that declined or failed is passed to `note`.
 */
export async function postToBidders(run: PingTreeRun, bids: Bid[], note: (row: AttemptRow) => void): Promise<TierSale> {
  const postedTo = new Set<number>();
  for (const candidate of offerOrder(bids)) {
    postedTo.add(candidate.row.id);
    const posted = await postToBid(run, candidate);
    if (posted.kind === 'capped' || posted.kind === 'erased') continue;
    if (posted.kind === 'held') return { held: posted.row, postedTo };
    if (posted.row.decision === 'sold' || posted.row.decision === 'pending') return { winner: posted.row, postedTo };
    note(posted.row);
  }
  return { postedTo };
}

/** Bids never posted (a better one won) keep their price in the audit trail as skipped. */
export async function skipUnposted(run: PingTreeRun, bids: Bid[], sale: TierSale): Promise<void> {
  const reason = sale.held
    ? HELD_BY_UNKNOWN
    : sale.winner?.decision === 'sold'
      ? 'another lender bought the lead'
      : 'another lender is reviewing the application';
  await Promise.all(
    bids
      .filter((bid) => !sale.postedTo.has(bid.row.id))
      .map((bid) => finishAttempt(run, bid.row, { ...bid.answer, decision: 'skipped', reason })),
  );
}
