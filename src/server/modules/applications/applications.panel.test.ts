import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/support/test-app.ts';
import { CONSENT, completeSteps, validSteps, visitor } from './applications.fixtures.ts';

// The application flow against the configured (sandbox) lender panel, not a double: the
// contract's README rules decide the outcome.
const { app } = await createTestApp({ siteRoot: null });

describe('application flow with the sandbox lender panel', () => {
  it('an affordable application with income over £1,000 is sold once, with a lender redirect', async () => {
    const v = visitor(app);
    await completeSteps(v);
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    const first = await v.call('POST', '/api/application/submit');
    expect(first.statusCode, first.body).toBe(200);
    const outcome = first.json() as { status: string; redirectUrl?: string };
    expect(outcome.status).toBe('sold');
    expect(outcome.redirectUrl).toBeTruthy();
    expect((await v.call('POST', '/api/application/submit')).json()).toEqual(outcome);
    expect((await v.call('GET', '/api/application')).json()).toMatchObject({ status: 'sold', apiStatus: 'sold' });
  });

  it('an unemployed applicant is rejected', async () => {
    const v = visitor(app);
    const steps = validSteps();
    await completeSteps(v, { ...steps, 4: { ...steps[4], employmentType: 7, monthlyIncome: 0 } });
    await v.call('POST', '/api/application/submit', CONSENT);
    expect((await v.call('POST', '/api/application/submit')).json()).toEqual({ status: 'reject' });
  });
});
