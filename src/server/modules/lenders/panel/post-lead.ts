import type { LenderAnswer } from './lender-client.ts';

export type PostResult = {
  answer: LenderAnswer;
  tries: number;
  /** No answer within the ceiling: the lender may have booked the lead, or not (it must be withdrawn). */
  unknown: boolean;
};

export type PostPolicy = {
  /** The lender's own deadline: the first try's. */
  timeoutMs: number;
  /** How many times a post without an answer is sent again (same idempotency key). */
  retries: number;
  /** How long, over every try, the broker waits for the answer to the full lead before withdrawing it. */
  ceilingMs: number;
};

/**
 * Posts the full lead to one lender. A post without an answer is an unknown outcome, not a
 * decline: the lender may have booked it (issue 26 item 1). It is sent again with the same
 * idempotency key (the lender answers its first decision instead of booking twice), each retry
 * waiting longer, up to `ceilingMs` over all tries: a lender that is slow every time still gets
 * to answer. Only when the ceiling is spent is the result `unknown`, and then the caller must
 * withdraw the lead before anyone else may have it. Latency is the sum of every try.
 */
export async function postWithRetry(
  post: (timeoutMs: number) => Promise<LenderAnswer>,
  policy: PostPolicy,
  checkAbort: () => void,
): Promise<PostResult> {
  let latencyMs = 0;
  let timeoutMs = Math.min(policy.timeoutMs, policy.ceilingMs);
  for (let tries = 1; ; tries += 1) {
    const answer = await post(timeoutMs);
    checkAbort();
    latencyMs += answer.latencyMs;
    if (answer.decision !== 'timeout') return { answer: { ...answer, latencyMs }, tries, unknown: false };
    const remaining = policy.ceilingMs - latencyMs;
    const retriesLeft = policy.retries - tries + 1;
    if (retriesLeft <= 0 || remaining <= 0) {
      const reason = `no answer to the full lead after ${tries} tries in ${Math.round(latencyMs / 1000)} s`;
      return { answer: { ...answer, latencyMs, reason }, tries, unknown: true };
    }
    // The rest of the ceiling, shared by the retries left (never shorter than the lender's deadline).
    timeoutMs = Math.max(Math.min(policy.timeoutMs, remaining), Math.floor(remaining / retriesLeft));
  }
}
