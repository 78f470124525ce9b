import type { LenderHealthState } from '#server/db/schema/index.ts';
import type { LenderConfig } from '#server/modules/lenders/directory/index.ts';

// Automatic ordering inside a tier (ADR 019): pure rules, so they are tested without a database.

/** Calls judged at most (the newest, since the lender entered its state). */
export const HEALTH_WINDOW = 20;
/** Fewer calls than this say nothing yet. */
export const MIN_SAMPLE = 5;
/** Share of calls timing out or failing that demotes an active lender, and that pauses a demoted one. */
export const DEMOTE_AT = 0.25;
export const PAUSE_AT = 0.5;
/** A demoted lender whose failures fall below this share (over at least 10 calls) is active again. */
export const RECOVER_BELOW = 0.1;
/** How long a paused lender rests before one trial lead. */
export const PAUSE_MS = 15 * 60 * 1000;

export type Health = { state: LenderHealthState; since: Date };
export type Transition = { state: LenderHealthState; reason: string };

const share = (failed: number, total: number) => `${failed} of the last ${total} calls timed out or failed`;

/**
 * The next state of a lender from its calls since it entered its state (newest first; true = the
 * call timed out or failed), or null when it stays. Paused → trial is a matter of time only.
 */
export function nextHealth(current: Health, recentFailures: boolean[], now: Date): Transition | null {
  const calls = recentFailures.slice(0, HEALTH_WINDOW);
  const failed = calls.filter(Boolean).length;
  const rate = calls.length > 0 ? failed / calls.length : 0;
  switch (current.state) {
    case 'active':
      return calls.length >= MIN_SAMPLE && rate >= DEMOTE_AT
        ? { state: 'demoted', reason: share(failed, calls.length) }
        : null;
    case 'demoted':
      if (calls.length >= MIN_SAMPLE && rate >= PAUSE_AT)
        return { state: 'paused', reason: `still failing while demoted: ${share(failed, calls.length)}` };
      if (calls.length >= 2 * MIN_SAMPLE && rate < RECOVER_BELOW)
        return { state: 'active', reason: `recovered: ${share(failed, calls.length)}` };
      return null;
    case 'paused':
      return now.getTime() - current.since.getTime() >= PAUSE_MS
        ? { state: 'trial', reason: 'paused long enough: one trial lead' }
        : null;
    case 'trial':
      if (calls.length === 0) return null;
      return calls[0]
        ? { state: 'paused', reason: 'the trial lead timed out or failed' }
        : { state: 'active', reason: 'the trial lead was answered' };
  }
}

export type Round = { tier: number; lenders: LenderConfig[] };
export type Plan = { rounds: Round[]; notAsked: Map<string, string> };

/**
 * The rounds of one panel run. Without automatic ordering: the configured tiers as they are. With
 * it: inside each tier the healthy lenders by earnings per lead (highest first, the configured
 * order breaking ties), then a second round of the demoted lenders and the one on trial, asked
 * only when the first round of the tier found no buyer (so a lender that keeps timing out no
 * longer holds up every application); paused lenders are not asked.
 */
export function planRounds(
  tiers: LenderConfig[][],
  auto: {
    health: ReadonlyMap<string, Health>;
    earningsPerLead: ReadonlyMap<string, number>;
    trialOf: ReadonlySet<string>;
  } | null,
): Plan {
  const notAsked = new Map<string, string>();
  if (!auto) return { rounds: tiers.map((lenders, i) => ({ tier: i + 1, lenders })), notAsked };
  const byEarnings = (lenders: LenderConfig[]) =>
    lenders
      .map((lender, index) => ({ lender, index, epl: auto.earningsPerLead.get(lender.id) ?? 0 }))
      .sort((a, b) => b.epl - a.epl || a.index - b.index)
      .map((entry) => entry.lender);
  const rounds: Round[] = [];
  tiers.forEach((lenders, i) => {
    const stateOf = (lender: LenderConfig) => auto.health.get(lender.id)?.state ?? 'active';
    const first = lenders.filter((l) => stateOf(l) === 'active');
    const late = lenders.filter((l) => stateOf(l) === 'demoted' || (stateOf(l) === 'trial' && auto.trialOf.has(l.id)));
    for (const lender of lenders) {
      if (stateOf(lender) === 'paused' || (stateOf(lender) === 'trial' && !auto.trialOf.has(lender.id)))
        notAsked.set(lender.id, 'paused: it kept timing out or failing');
    }
    // Paused lenders ride in the first round only to be recorded as not asked.
    const paused = lenders.filter((l) => notAsked.has(l.id));
    if (first.length + paused.length > 0) rounds.push({ tier: i + 1, lenders: [...byEarnings(first), ...paused] });
    if (late.length > 0) rounds.push({ tier: i + 1, lenders: byEarnings(late) });
  });
  return { rounds, notAsked };
}
