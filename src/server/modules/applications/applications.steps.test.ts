import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, loanApplications } from '#server/db/schema/index.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ACCOUNT_NUMBER, BROWSER_USER_AGENT, completeSteps, validSteps, visitor } from '#tests/support/applications.ts';

const { app, db } = await createTestApp({ siteRoot: null });

async function rowOf(publicId: string) {
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, publicId));
  if (!row) throw new Error('no row');
  return row;
}

async function draftOf(v: ReturnType<typeof visitor>) {
  const response = await v.call('GET', '/api/application');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown> & { sessionId: string };
}

describe('POST /api/application/step1..6', () => {
  it('creates the session draft on the first save with a public id distinct from the cookie token', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step1', validSteps()[1]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const token = response.cookies.find((c) => c.name === 'sid')?.value;
    expect(token).toBeTruthy();
    const draft = await draftOf(v);
    expect(draft).toMatchObject({ status: 'draft', currentStep: 2, loanAmount: 1200, loanTerm: 12, loanPurpose: 2 });
    expect(draft.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(draft.sessionId).not.toBe(token);
    const row = await rowOf(draft.sessionId);
    expect(row.ownerSessionId).toBeTruthy();
    expect(row.ownerSessionId).not.toBe(token);
  });

  it('stores each step, keeps currentStep at its highest and answers 404 without a draft', async () => {
    const v = visitor(app);
    expect((await v.call('GET', '/api/application')).statusCode).toBe(404);
    await completeSteps(v);
    await v.call('POST', '/api/application/step1', { loanAmount: 800, loanTerm: 6, loanPurpose: 1 });
    const draft = await draftOf(v);
    expect(draft).toMatchObject({
      currentStep: 7,
      loanAmount: 800,
      firstName: 'Priya',
      mobilePhone: expect.stringMatching(/^07911\d{6}$/),
      currentPostcode: 'SW1A2AA',
      monthlyIncome: 2350,
      expenseHousing: 650,
      directDeposit: true,
    });
    expect(draft).not.toHaveProperty('homePhone');
  });

  it('encrypts bank details at rest and shows them only masked', async () => {
    const v = visitor(app);
    await completeSteps(v);
    const draft = await draftOf(v);
    expect(draft.accountNumber).toBe('****6819');
    expect(draft.sortCode).toBe('**1613');
    const row = await rowOf(draft.sessionId);
    expect(row.accountNumber).toMatch(/^v2\./);
    expect(row.accountNumber).not.toContain(ACCOUNT_NUMBER);
    expect(row.sortCode).toMatch(/^v2\./);
    expect(JSON.stringify(draft)).not.toMatch(/v[12]\./);
  });

  it('answers 400 with field messages and stores nothing (no session either)', async () => {
    const v = visitor(app);
    const response = await v.call('POST', '/api/application/step1', { loanAmount: 20, loanTerm: 6 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: [
        { path: 'loanAmount', message: 'Number must be greater than or equal to 50' },
        { path: 'loanPurpose', message: 'Required' },
      ],
    });
    expect(response.cookies).toEqual([]);

    await v.call('POST', '/api/application/step1', validSteps()[1]);
    const before = await rowOf((await draftOf(v)).sessionId);
    const bad = await v.call('POST', '/api/application/step2', { ...validSteps()[2], mobilePhone: '0791112345' });
    expect(bad.statusCode).toBe(400);
    const after = await rowOf(before.sessionId);
    expect(after).toEqual(before);
  });

  it('drops unknown fields: the client never sets status, price, lender results or ids', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step1', {
      ...validSteps()[1],
      status: 'sold',
      price: 999,
      apiStatus: 'sold',
      leadId: 'x',
      redirectUrl: 'https://evil.example',
      id: '00000000-0000-0000-0000-000000000000',
      sessionId: 'mine',
      ownerSessionId: null,
      currentStep: 8,
      consentCreditCheck: true,
    });
    const draft = await draftOf(v);
    const row = await rowOf(draft.sessionId);
    expect(row).toMatchObject({
      status: 'draft',
      price: null,
      apiStatus: null,
      leadId: null,
      redirectUrl: null,
      currentStep: 2,
      consentCreditCheck: false,
    });
    expect(row.id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(row.sessionId).not.toBe('mine');
  });

  it('records the request context on the first save, with the IP truncated', async () => {
    const v = visitor(app, '10.20.30.40');
    await v.call('POST', '/api/application/step1', {
      ...validSteps()[1],
      context: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'winter',
        referrerUrl: 'https://www.google.com/search?q=jane+doe',
      },
    });
    const row = await rowOf((await draftOf(v)).sessionId);
    expect(row).toMatchObject({
      source: 'google',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'winter',
      referrerUrl: 'https://www.google.com/search',
      userAgent: BROWSER_USER_AGENT,
      userIp: '10.20.30.0',
    });
  });

  it('records an application_step_complete event per saved step for the funnel', async () => {
    const v = visitor(app);
    await completeSteps(v);
    const row = await rowOf((await draftOf(v)).sessionId);
    const events = await db.db
      .select({ step: analyticsEvents.step })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.sessionId, row.ownerSessionId!),
          eq(analyticsEvents.eventType, 'application_step_complete'),
        ),
      );
    expect(events.map((e) => e.step).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
