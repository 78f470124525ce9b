import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { createApplication, createSessionApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import type { PanelOutcome } from './lender-panel.types.ts';

// The built-in sandbox panel (LENDER_PANEL=sandbox, the default) through the whole app.
const { app, db } = await createTestApp({ siteRoot: null });
const attemptsOf = (id: string) => db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, id));
const rowOf = async (id: string) =>
  (await db.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0]!;

describe('lender panel (sandbox)', () => {
  it('sells an affordable application with income of at least £1,000 to the best tier-1 bid', async () => {
    const application = await createApplication(db.db);
    const outcome = (await app.lenderPanel.submit(application.id)) as PanelOutcome;
    expect(outcome).toMatchObject({ status: 'sold', price: 42 });
    expect(outcome.redirectUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox-lender\/northway-finance\/offer\/NOR-[0-9a-f]{12}$/,
    );
    expect(await rowOf(application.id)).toMatchObject({
      status: 'sold',
      apiStatus: 'sold',
      price: 42,
      leadId: outcome.leadId,
      redirectUrl: outcome.redirectUrl,
    });
    const attempts = await attemptsOf(application.id);
    expect(attempts.filter((a) => a.decision === 'sold')).toHaveLength(1);
    expect(attempts.map((a) => a.tier)).toEqual([1, 1, 1]);

    const page = await app.inject({ method: 'GET', url: new URL(outcome.redirectUrl!).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Sandbox lender offer');
    expect(page.body).toContain('Northway Finance');
    expect(page.body).toContain('£500');
    // Real elements, the text escaped once by the renderer.
    expect(page.body).toContain('<h2>Northway Finance (simulated)</h2>');
    expect(page.body).toContain('<p class="note"><strong>This is a simulation.</strong> ');
    expect(page.body).not.toMatch(/&lt;\/?(p|h1|h2|dd|strong)\b|&amp;(amp|lt|gt|quot|#)/);
    expect(page.body).not.toContain(application.email!);
    expect(
      (await app.inject({ method: 'GET', url: '/sandbox-lender/northway-finance/offer/NOR-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('answers pending when affordable but income is under £1,000', async () => {
    const application = await createApplication(db.db, {
      monthlyIncome: 900,
      expenseHousing: 100,
      expenseCredit: 0,
      expenseUtility: 0,
      expenseFood: 0,
      expenseTransport: 0,
    });
    expect(await app.lenderPanel.submit(application.id)).toMatchObject({ status: 'pending' });
    expect(await rowOf(application.id)).toMatchObject({
      status: 'pending',
      apiStatus: 'pending',
      redirectUrl: null,
      price: null,
    });
  });

  it.each([
    ['unemployed', { employmentType: 7 }],
    ['no income', { monthlyIncome: 0 }],
    ['not affordable', { monthlyIncome: 1200, expenseHousing: 1100 }],
  ])('rejects when %s', async (_label, overrides) => {
    const application = await createApplication(db.db, overrides);
    expect(await app.lenderPanel.submit(application.id)).toEqual({ status: 'reject' });
    expect(await rowOf(application.id)).toMatchObject({ status: 'rejected', apiStatus: 'reject' });
  });

  it('runs once for 50 simultaneous submits: one lead per lender, the same outcome for every caller', async () => {
    const application = await createApplication(db.db);
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => app.lenderPanel.submit(application.id)));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'sold' });
    const attempts = await attemptsOf(application.id);
    expect(new Set(attempts.map((a) => a.lenderId)).size).toBe(attempts.length);
    expect(attempts.filter((a) => a.decision === 'sold')).toHaveLength(1);
    // A later retry (e.g. a resubmit link) gets the stored outcome without a new run.
    expect(await app.lenderPanel.submit(application.id)).toEqual(outcomes[0]);
    expect(await attemptsOf(application.id)).toHaveLength(attempts.length);
  });

  it('does not offer a repeat application to Find More Lenders either', async () => {
    const pendingCase = {
      monthlyIncome: 900,
      expenseHousing: 100,
      expenseCredit: 0,
      expenseUtility: 0,
      expenseFood: 0,
      expenseTransport: 0,
    };
    const first = await createApplication(db.db, pendingCase);
    expect(await app.lenderPanel.submit(first.id)).toMatchObject({ status: 'pending' });
    const again = await createApplication(db.db, {
      ...pendingCase,
      email: first.email,
      mobilePhone: first.mobilePhone,
      dateOfBirth: first.dateOfBirth,
    });
    expect(await app.lenderPanel.submit(again.id)).toEqual({ status: 'reject' });
    expect(await app.lenderPanel.submitSecondary(again.id)).toEqual({ success: true });
    expect(await attemptsOf(again.id)).toHaveLength(0);
  });

  it('refuses an application that has not been consented and submitted', async () => {
    const draft = await createApplication(db.db, { status: 'draft', consentCreditCheck: false });
    await expect(app.lenderPanel.submit(draft.id)).rejects.toMatchObject({ statusCode: 409 });
    await expect(app.lenderPanel.submit('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('POST /api/peppy/submit and GET /api/application/offers', () => {
  it('offers a rejected application to the secondary panel once and lists the lenders without prices', async () => {
    // Unemployed (the primary panel declines), £900 in benefits: under Larch Lending's £1,000.
    const { cookie, application } = await createSessionApplication(db.db, {
      employmentType: 7,
      monthlyIncome: 900,
      expenseHousing: 100,
      expenseCredit: 0,
      expenseUtility: 0,
      expenseFood: 0,
      expenseTransport: 0,
    });
    await app.lenderPanel.submit(application.id);
    const more = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/peppy/submit',
          headers: { cookie },
          payload: { firstName: 'ignored' },
        }),
      ),
    );
    for (const response of more) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    const offers = await app.inject({ method: 'GET', url: '/api/application/offers', headers: { cookie } });
    expect(offers.statusCode).toBe(200);
    const list = offers.json() as { lenderName: string; panel: string; outcome: string; attemptedAt: string }[];
    expect(
      list
        .filter((o) => o.panel === 'secondary')
        .map((o) => [o.lenderName, o.outcome])
        .sort(),
    ).toEqual([
      ['Larch Lending', 'reject'],
      ['Orbit Credit', 'reject'],
    ]);
    expect(list.find((o) => o.lenderName === 'Northway Finance')).toMatchObject({
      panel: 'primary',
      outcome: 'reject',
    });
    expect(JSON.stringify(list)).not.toMatch(/price/);
    expect((await attemptsOf(application.id)).filter((a) => a.panel === 'secondary')).toHaveLength(2);
  });

  it('refuses a sold application with a lender page (409) and never sells it twice', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    await app.lenderPanel.submit(application.id);
    const response = await app.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } });
    expect(response.statusCode).toBe(409);
    expect((await attemptsOf(application.id)).filter((a) => a.panel === 'secondary')).toHaveLength(0);
  });

  it('answers 404 without an application and 409 before the application was submitted', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/peppy/submit' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/application/offers' })).json()).toEqual({
      message: 'No application data found',
    });
    const { cookie } = await createSessionApplication(db.db);
    expect((await app.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/api/application/offers', headers: { cookie } })).json()).toEqual(
      [],
    );
  });
});
