import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/test-app.ts';
import { completeSteps, CONSENT, visitor } from '#tests/support/applications.ts';
import { recordGateReferral } from './business-metrics.ts';
import { jobQueueStats } from './job-queue-stats.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const { app, db } = await createTestApp({ siteRoot: null, env: { METRICS_TOKEN: TOKEN } });
const { app: plain } = await createTestApp({ siteRoot: null });
const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `broker_step_saves_total{step="1"}`; 0 when absent. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await plain.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('answers 401 without the bearer token or with a wrong one', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(header);
      expect(response.statusCode, String(header)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('broker_');
    }
  });

  it('exposes runtime, HTTP, queue and business metrics after a step save and a submission', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const v = visitor(app);
    await completeSteps(v);
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    expect((await v.call('POST', '/api/application/submit')).json()).toMatchObject({ status: 'sold' });
    recordGateReferral('under-18');
    recordGateReferral('Free text about Jane Doe');

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    for (const family of [
      'nodejs_eventloop_lag_p99_seconds',
      'http_requests_total',
      'http_request_errors_total',
      'http_request_duration_seconds',
      'db_pool_connections',
      'job_queue_depth',
      'job_queue_oldest_age_seconds',
      'broker_step_saves_total',
      'broker_submissions_total',
      'broker_gate_referrals_total',
      'broker_lender_calls_total',
      'broker_lender_call_duration_seconds',
      'broker_revenue_booked_pounds_total',
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(sample(text, 'broker_step_saves_total{step="1"}')).toBe(
      sample(before, 'broker_step_saves_total{step="1"}') + 1,
    );
    expect(sample(text, 'broker_submissions_total')).toBe(sample(before, 'broker_submissions_total') + 1);
    expect(sample(text, 'broker_gate_referrals_total{reason="under-18"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'broker_gate_referrals_total{reason="other"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('Jane');
    const sold = 'broker_lender_calls_total{lender="northway-finance",stage="post",outcome="sold"}';
    expect(sample(text, sold)).toBe(sample(before, sold) + 1);
    expect(
      sample(
        text,
        'broker_lender_call_duration_seconds_count{lender="northway-finance",stage="ping",outcome="accepted"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'broker_revenue_booked_pounds_total{lender="northway-finance"}')).toBe(
      sample(before, 'broker_revenue_booked_pounds_total{lender="northway-finance"}') + 42,
    );
    expect(
      sample(text, 'http_requests_total{method="POST",route="/api/application/step1",status_code="200"}'),
    ).toBeGreaterThanOrEqual(1);
    // The queue query runs on both drivers (a failure would only drop the queue samples).
    await expect(jobQueueStats(db.db)).resolves.toBeInstanceOf(Array);
    // Labelled by route pattern: the raw URL (query strings, ids) never becomes a label.
    expect(text).not.toMatch(/route="[^"]*\?/);
  });
});
