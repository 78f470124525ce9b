import { describe, expect, it } from 'vitest';
import type { LenderPanel } from '#server/modules/lenders/panel/lender-panel.types.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { completeSteps, CONSENT, visitor } from '#tests/support/applications.ts';

// The lender panel answers `waiting` when its bounded wait runs out or the process is stopping while
// the job is still running (lender-panel.service.ts): the submission is in progress, not failed.
const state = { running: true };
const panel: LenderPanel = {
  async submit() {
    if (state.running) return { status: 'waiting', retryAfterSeconds: 3 };
    return { status: 'sold', redirectUrl: 'https://lender.example/offer/x', leadId: 'L-1', price: 30 };
  },
  async runState() {
    return state.running ? 'running' : 'none';
  },
  async submitSecondary() {
    return { success: false };
  },
  async offers() {
    return [];
  },
  async close() {},
};
const { app } = await createTestApp({ siteRoot: null, lenderPanel: panel });

describe('a submission still in progress', () => {
  it('answers 200 "waiting" with Retry-After, never marks it error, and the outcome follows', async () => {
    const v = visitor(app);
    await completeSteps(v);
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    state.running = true;
    const waiting = await v.call('POST', '/api/application/submit');
    expect(waiting.statusCode).toBe(200);
    expect(waiting.headers['retry-after']).toBe('3');
    expect(waiting.json()).toEqual({ status: 'waiting', retryAfterSeconds: 3 });
    expect((await v.call('GET', '/api/application')).json()).toMatchObject({ status: 'processing' });

    state.running = false;
    expect((await v.call('POST', '/api/application/submit')).json()).toMatchObject({ status: 'sold' });
    expect((await v.call('GET', '/api/application')).json()).toMatchObject({ status: 'sold', apiStatus: 'sold' });
  });
});
