import { SpanStatusCode, trace } from '@opentelemetry/api';
import { recordLenderCall, recordRevenue, type LenderCallOutcome } from '#server/observability/business-metrics.ts';
import type { LenderAnswer } from './lender-client.ts';

const tracer = trace.getTracer('broker-platform/lender-panel');

const OUTCOMES: Record<LenderAnswer['decision'], LenderCallOutcome> = {
  sold: 'sold',
  accept: 'accepted',
  pending: 'pending',
  reject: 'declined',
  timeout: 'timeout',
  error: 'error',
};

/**
 * A lender's winning bid, kept until its post: a lender may leave the price out of its `sold`
 * answer, and the bid is then the commission booked. Bounded: bids never posted age out.
 */
const bids = new Map<string, number>();
const MAX_BIDS = 10_000;
function rememberBid(key: string, price: number) {
  bids.delete(key);
  bids.set(key, price);
  if (bids.size > MAX_BIDS) bids.delete(bids.keys().next().value as string);
}

/**
 * Runs one call to a lender inside a span (a child of the submission's span when tracing is on)
 * and counts it: outcome, latency and, for a sale, the commission booked. Attributes carry the
 * lender and the outcome only, never anything about the applicant.
 */
export async function observeLenderCall(
  lender: { id: string; name: string },
  stage: 'ping' | 'post',
  applicationId: string,
  call: () => Promise<LenderAnswer>,
): Promise<LenderAnswer> {
  return tracer.startActiveSpan(
    `lender ${stage}`,
    { attributes: { 'lender.id': lender.id, 'lender.stage': stage } },
    async (span) => {
      try {
        const answer = await call();
        const outcome = OUTCOMES[answer.decision];
        span.setAttribute('lender.outcome', outcome);
        if (answer.httpStatus !== null) span.setAttribute('http.response.status_code', answer.httpStatus);
        if (outcome === 'timeout' || outcome === 'error')
          span.setStatus({ code: SpanStatusCode.ERROR, message: answer.reason ?? outcome });
        recordLenderCall(lender.id, stage, outcome, answer.latencyMs);
        const key = `${applicationId}:${lender.id}`;
        if (answer.decision === 'accept' && answer.price !== undefined) rememberBid(key, answer.price);
        if (answer.decision === 'sold') recordRevenue(lender.id, answer.price ?? bids.get(key) ?? 0);
        if (stage === 'post') bids.delete(key);
        return answer;
      } finally {
        span.end();
      }
    },
  );
}
