import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Process-wide metrics: Node's runtime (event-loop delay, memory, GC) and the business counters
 * an operator watches. One registry per process, because the code that counts (the lender client,
 * the eligibility gate) runs outside any request; each app's /metrics merges it with its own
 * HTTP and database metrics (metrics.plugin.ts). Labels never carry personal data.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

const stepSaves = new Counter({
  name: 'broker_step_saves_total',
  help: 'Application steps saved, by step number',
  labelNames: ['step'] as const,
  registers: [processRegistry],
});

const submissions = new Counter({
  name: 'broker_submissions_total',
  help: 'Applications completed with consent at step 7 (each one goes to the lender panel)',
  registers: [processRegistry],
});

const gateReferrals = new Counter({
  name: 'broker_gate_referrals_total',
  help: 'Applications the eligibility gate referred away from the panel, by reason code',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

/** sold / accepted (a ping bid) / pending / declined / timeout / error. */
export type LenderCallOutcome = 'sold' | 'accepted' | 'pending' | 'declined' | 'timeout' | 'error';

const lenderCalls = new Counter({
  name: 'broker_lender_calls_total',
  help: 'Calls to lenders by lender, stage (ping or post) and outcome',
  labelNames: ['lender', 'stage', 'outcome'] as const,
  registers: [processRegistry],
});

const lenderLatency = new Histogram({
  name: 'broker_lender_call_duration_seconds',
  help: 'Time a lender took to answer (or to time out), by lender, stage and outcome',
  labelNames: ['lender', 'stage', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10, 15],
  registers: [processRegistry],
});

const revenue = new Counter({
  name: 'broker_revenue_booked_pounds_total',
  help: 'Commission booked on leads sold, in pounds, by lender',
  labelNames: ['lender'] as const,
  registers: [processRegistry],
});

export const recordStepSave = (step: number): void => stepSaves.inc({ step: String(step) });

export const recordSubmission = (): void => submissions.inc();

/**
 * Counts one application referred by the eligibility gate. `reason` must be a short fixed code
 * (e.g. 'under-18', 'unaffordable', 'recent-loans'), never free text or anything about the person:
 * each distinct value becomes a time series.
 */
export function recordGateReferral(reason: string): void {
  gateReferrals.inc({ reason: /^[a-z0-9][a-z0-9_-]{0,39}$/.test(reason) ? reason : 'other' });
}

export function recordLenderCall(
  lender: string,
  stage: 'ping' | 'post',
  outcome: LenderCallOutcome,
  latencyMs: number,
): void {
  lenderCalls.inc({ lender, stage, outcome });
  lenderLatency.observe({ lender, stage, outcome }, latencyMs / 1000);
}

export function recordRevenue(lender: string, pounds: number): void {
  if (pounds > 0) revenue.inc({ lender }, pounds);
}
