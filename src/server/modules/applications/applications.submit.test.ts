import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, loanApplications } from '#server/db/schema/index.ts';
import { CONSENT_WORDING_VERSION } from '#shared/application/steps.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { ACCOUNT_NUMBER, completeSteps, CONSENT, SORT_CODE, validSteps, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';

const fake = fakePanel();
const { app, db } = await createTestApp({ siteRoot: null, lenderPanel: fake.panel });

async function rowOfVisitor(v: ReturnType<typeof visitor>) {
  const { sessionId } = (await v.call('GET', '/api/application')).json() as { sessionId: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, sessionId));
  if (!row) throw new Error('no row');
  return row;
}

describe('POST /api/application/submit', () => {
  it('runs the whole flow: steps, consent, panel once, stored outcome on retry; bank details stay masked', async () => {
    const v = visitor(app);
    await completeSteps(v);
    const consent = await v.call('POST', '/api/application/submit', CONSENT);
    expect(consent.statusCode, consent.body).toBe(200);
    expect(consent.json()).toEqual({ success: true, message: 'Application submitted' });

    const row = await rowOfVisitor(v);
    expect(row).toMatchObject({
      status: 'processing',
      currentStep: 8,
      consentCreditCheck: true,
      consentFirstParty: true,
      consentWordingVersion: CONSENT_WORDING_VERSION,
      recentLoansCount: 1,
    });
    expect(row.consentedAt).toBeInstanceOf(Date);
    const submitted = await db.db
      .select()
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.sessionId, row.ownerSessionId!), eq(analyticsEvents.eventType, 'application_submitted')),
      );
    expect(submitted).toHaveLength(1);

    const first = await v.call('POST', '/api/application/submit');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ status: 'sold', redirectUrl: 'https://lender.example/offer/abc' });
    const retry = await v.call('POST', '/api/application/submit', {});
    expect(retry.json()).toEqual(first.json());
    expect(fake.calls.filter((id) => id === row.id)).toHaveLength(1);
    expect(await rowOfVisitor(v)).toMatchObject({ status: 'sold', apiStatus: 'sold', leadId: 'LEAD-1', price: 42 });

    // A consent retry after submission is harmless; steps are locked.
    expect((await v.call('POST', '/api/application/submit', CONSENT)).json()).toMatchObject({ success: true });
    const locked = await v.call('POST', '/api/application/step1', validSteps()[1]);
    expect(locked.statusCode).toBe(409);

    for (const body of v.bodies) {
      expect(body).not.toContain(ACCOUNT_NUMBER);
      expect(body).not.toContain(SORT_CODE);
    }
  });

  it('requires credit-check consent', async () => {
    const v = visitor(app);
    await completeSteps(v);
    const response = await v.call('POST', '/api/application/submit', { consentCreditCheck: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: [{ path: 'consentCreditCheck', message: 'You must consent to credit checks to continue' }],
    });
    expect((await rowOfVisitor(v)).status).toBe('draft');
  });

  it('names the steps that are missing', async () => {
    const v = visitor(app);
    await v.call('POST', '/api/application/step1', validSteps()[1]);
    await v.call('POST', '/api/application/step3', validSteps()[3]);
    const response = await v.call('POST', '/api/application/submit', CONSENT);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; errors: { path: string }[] };
    expect(body.message).toBe(
      'Your application is incomplete. Please complete: Personal Details, Employment Details, Bank Details, Expenses.',
    );
    expect(body.errors.map((e) => e.path)).toContain('step2.firstName');
    expect(body.errors.map((e) => e.path)).toContain('step5.accountNumber');
    expect((await rowOfVisitor(v)).status).toBe('draft');
  });

  it('answers 404 without a draft and 409 for the panel call before consent', async () => {
    const none = visitor(app);
    expect((await none.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(404);
    expect((await none.call('POST', '/api/application/submit')).statusCode).toBe(404);
    const v = visitor(app);
    await completeSteps(v);
    expect((await v.call('POST', '/api/application/submit')).statusCode).toBe(409);
  });

  it('marks the application error and answers 503 when the panel fails, and a retry can succeed', async () => {
    const v = visitor(app);
    await completeSteps(v);
    await v.call('POST', '/api/application/submit', CONSENT);
    fake.state.fail = true;
    try {
      const failed = await v.call('POST', '/api/application/submit');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        message: 'We could not reach our lenders just now. Please try again in a few minutes.',
      });
      expect((await rowOfVisitor(v)).status).toBe('error');
    } finally {
      fake.state.fail = false;
    }
    const retried = await v.call('POST', '/api/application/submit');
    expect(retried.json()).toMatchObject({ status: 'sold' });
    expect((await rowOfVisitor(v)).status).toBe('sold');
  });
});

describe('panel outcomes', async () => {
  const reject = fakePanel({ status: 'reject' });
  const { app: rejectApp } = await createTestApp({ siteRoot: null, lenderPanel: reject.panel });

  it('stores reject as status rejected without a redirect', async () => {
    const v = visitor(rejectApp);
    await completeSteps(v);
    await v.call('POST', '/api/application/submit', CONSENT);
    const response = await v.call('POST', '/api/application/submit');
    expect(response.json()).toEqual({ status: 'reject' });
    expect(await rowOfVisitor(v)).toMatchObject({ status: 'rejected', apiStatus: 'reject', redirectUrl: null });
  });
});
