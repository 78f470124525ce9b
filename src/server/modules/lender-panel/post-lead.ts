import type { LenderAnswer } from './lender-client.ts';

export type PostResult = { answer: LenderAnswer; tries: number };

/**
 * Posts the full lead to one lender, asking again after a timeout, at most `retries` more times.
 * A timed-out post may still have been booked on the lender's side; every retry carries the same
 * idempotency key, so the lender answers with its first decision instead of booking twice, and
 * the lead is offered to no one else until this lender's answer is known or the bound is spent.
 * Latency is the sum of every try (what the applicant waited).
 */
export async function postWithRetry(
  post: () => Promise<LenderAnswer>,
  retries: number,
  checkAbort: () => void,
): Promise<PostResult> {
  let latencyMs = 0;
  for (let tries = 1; ; tries += 1) {
    const answer = await post();
    checkAbort();
    latencyMs += answer.latencyMs;
    if (answer.decision !== 'timeout') return { answer: { ...answer, latencyMs }, tries };
    if (tries > retries) {
      const reason = `no answer to the full lead after ${tries} tries (${answer.reason ?? 'timeout'})`;
      return { answer: { ...answer, latencyMs, reason }, tries };
    }
  }
}
