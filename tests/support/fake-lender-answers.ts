import { setTimeout as sleep } from 'node:timers/promises';
import type { LenderConfig } from '#server/modules/lenders/directory/panel-config.ts';

// A fake lender of the tests (fake-lenders.ts serves them on 127.0.0.1): what a test asks it to be,
// what it saw, and how it answers a ping or the full lead when it follows the panel's JSON protocol:
// a bid or a decline, a sale booked once per idempotency key, a withdrawn lead never booked.

export type Fault = 'http-500' | 'reset' | 'malformed' | 'redirect' | 'huge' | 'no-price';

export type FakeLender = {
  id: string;
  tier?: number;
  price?: number;
  decision?: 'accept' | 'pending' | 'reject';
  /** Answer to the full lead (default: sold when the ping accepted, pending when pending). */
  postDecision?: 'sold' | 'pending' | 'reject';
  latencyMs?: number;
  /** How long the answer to the full lead takes (default 5 ms); a retry with the same key gets the same answer. */
  postLatencyMs?: number;
  /**
   * Books the full lead at once but answers only when the same post is sent again (a client that timed
   * out and retried).
   */
  answerPostOnRetry?: boolean;
  /** Every post, a retry with the same key included, waits `postLatencyMs` before its answer (slow every time). */
  slowEveryTry?: boolean;
  /** Books the full lead this long after the post, whenever it answers (a late booking). */
  bookAfterMs?: number;
  /** How it answers a withdrawal (default: acknowledges it, cancelling any booking of that lead). */
  withdrawal?: 'ack' | 'http-500';
  /** How it answers an erasure (default: acknowledges it); set it on the object to bring a lender back. */
  erasure?: 'ack' | 'http-503';
  fault?: Fault;
  /** Answers the full lead (only) with this fault: the ping's answer and the post's differ. */
  postFault?: 'http-500';
  /** Answers the full lead (only) with HTTP 500 and this plain text, not JSON: what a lender writes by hand. */
  postText?: string;
  /** Called as each ping arrives, before it is answered (a test moves its injected clock on). */
  onPing?: () => void;
  /** Called as each full lead arrives; its answer waits for what this returns (a test erases meanwhile). */
  onPost?: () => Promise<unknown> | void;
  panels?: ('primary' | 'secondary')[];
  timeoutMs?: number;
  dailyCap?: number;
  rules?: LenderConfig['rules'];
  /** The secret it checks signatures with (default fakeSecret(id)); set it on the object to deploy another. */
  secret?: string;
};

export const fakeSecret = (id: string) => `fake-secret-${id}-0123456789`;

/** What one fake lender saw, so tests can prove a lead was never booked twice. */
export type FakeLenderStat = {
  pings: number;
  posts: number;
  booked: Set<string>;
  badSignatures: number;
  withdrawals: number;
  withdrawn: Set<string>;
  withdrawalKeys: Set<string>;
  /** The `lead` of every ping, as the lender read it. */
  pingLeads: unknown[];
  /** The `lead` of every post (each try), as the lender read it. */
  postLeads: unknown[];
  /** Erasures received (each try), their idempotency keys, and the references acknowledged. */
  erasures: number;
  erasureKeys: Set<string>;
  erased: Set<string>;
};

/** A lender that has seen nothing yet. */
export const noStat = (): FakeLenderStat => ({
  pings: 0,
  posts: 0,
  booked: new Set(),
  badSignatures: 0,
  withdrawals: 0,
  withdrawn: new Set(),
  withdrawalKeys: new Set(),
  pingLeads: [],
  postLeads: [],
  erasures: 0,
  erasureKeys: new Set(),
  erased: new Set(),
});

/**
 * The lenders' answers to pings and posts, each stored under its call's key (the lender and the
 * idempotency key): a call sent again gets the first one's answer, and releases a post held for
 * its retry. Sales are booked in `stats`.
 */
export function fakeAnswers(stats: Map<string, FakeLenderStat>) {
  const answers = new Map<string, Promise<object>>();
  const onRetry = new Map<string, () => void>();
  /** Books a lead unless it was withdrawn first (a withdrawn lead is never booked: the protocol's rule). */
  const book = (lender: FakeLender, reference: string) => {
    const stat = stats.get(lender.id)!;
    if (!stat.withdrawn.has(reference)) stat.booked.add(reference);
  };

  async function answer(lender: FakeLender, stage: string, reference: string, key: string): Promise<object> {
    await sleep(stage === 'ping' ? (lender.latencyMs ?? 10) : (lender.postLatencyMs ?? 5));
    if (stage === 'post' && lender.bookAfterMs !== undefined)
      setTimeout(() => book(lender, reference), Math.max(0, lender.bookAfterMs - (lender.postLatencyMs ?? 5)));
    if (stage === 'post' && lender.answerPostOnRetry) {
      book(lender, reference);
      await new Promise<void>((resolve) => onRetry.set(key, resolve));
    }
    const decision = lender.decision ?? 'accept';
    if (stage === 'ping')
      return decision === 'accept'
        ? { decision, ...(lender.fault === 'no-price' ? {} : { price: lender.price ?? 10 }) }
        : { decision, reason: 'fake decline' };
    const post = lender.postDecision ?? (decision === 'accept' ? 'sold' : decision);
    if (stats.get(lender.id)!.withdrawn.has(reference)) return { decision: 'reject', reason: 'withdrawn' };
    if (post === 'sold' && lender.bookAfterMs === undefined) book(lender, reference);
    return post === 'sold'
      ? {
          decision: 'sold',
          leadRef: `${lender.id}-${reference.slice(0, 8)}`,
          redirectUrl: `https://lender.example/${lender.id}/offer`,
          price: lender.price ?? 10,
        }
      : post === 'pending'
        ? { decision: 'pending', leadRef: `${lender.id}-${reference.slice(0, 8)}` }
        : { decision: 'reject', reason: 'fake decline' };
  }

  /** The answer to a call with this key, and whether the call is a retry (the key seen before). */
  return (lender: FakeLender, stage: string, reference: string, key: string) => {
    const retry = answers.has(key);
    if (!retry) answers.set(key, answer(lender, stage, reference, key));
    else onRetry.get(key)?.();
    return { retry, payload: answers.get(key)! };
  };
}
