import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// 'Find More Lenders' (POST /api/peppy/submit) really offers the application to the secondary
// panel (issue 12 item 3; docs/api-contract.md#sandbox).
const { app, db } = await createTestApp({ siteRoot: null });
const attemptsOf = (id: string) => db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, id));

/** Unemployed, £1,000 a month in benefits, affordable: the primary panel rejects it. */
const UNEMPLOYED_ON_BENEFITS = {
  employmentType: 7,
  monthlyIncome: 1000,
  expenseHousing: 300,
  expenseCredit: 0,
  expenseUtility: 0,
  expenseFood: 0,
  expenseTransport: 0,
};

describe('Find More Lenders with the sandbox panel', () => {
  it(
    'a rejected unemployed applicant with £1,000+ income is sold by the ' +
      'secondary lender; asking again returns the same',
    async () => {
      const { cookie, application } = await createSessionApplication(db.db, UNEMPLOYED_ON_BENEFITS);
      const primary = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
      expect(primary.json()).toEqual({ status: 'reject' });

      const more = await app.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } });
      expect(more.statusCode, more.body).toBe(200);
      const found = more.json() as { success: boolean; redirectUrl?: string };
      expect(found).toEqual({
        success: true,
        redirectUrl: expect.stringMatching(
          /^http:\/\/localhost:3000\/sandbox-lender\/larch-lending\/offer\/LAR-[0-9a-f]{12}$/,
        ),
      });
      const attempts = await attemptsOf(application.id);
      expect(
        attempts
          .filter((a) => a.panel === 'secondary')
          .map((a) => [a.lenderId, a.decision])
          .sort(),
      ).toEqual([
        ['larch-lending', 'sold'],
        ['orbit-credit', 'reject'],
      ]);

      const again = await app.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } });
      expect(again.json()).toEqual(found);
      expect(await attemptsOf(application.id)).toEqual(attempts);
      const offers = (
        await app.inject({ method: 'GET', url: '/api/application/offers', headers: { cookie } })
      ).json() as { lenderName: string; outcome: string }[];
      expect(offers).toContainEqual(
        expect.objectContaining({ lenderName: 'Larch Lending', panel: 'secondary', outcome: 'sold' }),
      );
      const page = await app.inject({ method: 'GET', url: new URL(found.redirectUrl!).pathname });
      expect(page.body).toContain('Larch Lending');
    },
  );

  it('benefits income under £1,000 finds no secondary lender', async () => {
    const { cookie } = await createSessionApplication(db.db, { ...UNEMPLOYED_ON_BENEFITS, monthlyIncome: 999 });
    await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    expect((await app.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } })).json()).toEqual({
      success: true,
    });
  });
});

describe('Find More Lenders against lenders that count what they receive', () => {
  it('a second call sends no second request to the secondary lender', async () => {
    const s = Math.random().toString(36).slice(2, 8);
    const fakes = await startFakeLenders([
      { id: `prim-${s}`, decision: 'reject' },
      { id: `sec-${s}`, panels: ['secondary'], price: 20 },
    ]);
    onTestFinished(() => fakes.close());
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
    writeFileSync(file, JSON.stringify(fakes.config()));
    const { app: panelApp } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });

    const { cookie } = await createSessionApplication(db.db);
    expect(
      (await panelApp.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } })).json(),
    ).toEqual({ status: 'reject' });
    const calls = await Promise.all(
      [1, 2].map(() => panelApp.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } })),
    );
    const third = await panelApp.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } });
    for (const response of [...calls, third])
      expect(response.json()).toEqual({ success: true, redirectUrl: `https://lender.example/sec-${s}/offer` });
    expect(fakes.stats.get(`sec-${s}`)).toMatchObject({ pings: 1, posts: 1 });
    expect(fakes.stats.get(`prim-${s}`)).toMatchObject({ pings: 1, posts: 0 });
  });
});

describe('Find More Lenders is refused while a lender holds the application (issue 26 item 3)', () => {
  async function panelWith(primary: 'pending' | 'sold', site: { siteRoot?: null } = { siteRoot: null }) {
    const s = Math.random().toString(36).slice(2, 8);
    const fakes = await startFakeLenders([
      { id: `hold-${s}`, decision: primary === 'pending' ? 'pending' : 'accept' },
      { id: `more-${s}`, panels: ['secondary'], price: 20 },
    ]);
    onTestFinished(() => fakes.close());
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
    writeFileSync(file, JSON.stringify(fakes.config()));
    const { app: panelApp } = await createTestApp({ ...site, env: { LENDER_PANEL: file } });
    return { s, fakes, panelApp };
  }

  for (const primary of ['pending', 'sold'] as const) {
    const held = primary === 'sold' ? 'a sale with a lender page' : 'a lender reviewing it';
    it(`${held}: 409, no lead to the secondary panel`, async () => {
      const { s, fakes, panelApp } = await panelWith(primary);
      const { cookie, application } = await createSessionApplication(db.db);
      const first = await panelApp.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
      expect(first.json()).toMatchObject({ status: primary });

      const more = await panelApp.inject({ method: 'POST', url: '/api/peppy/submit', headers: { cookie } });
      expect(more.statusCode, more.body).toBe(409);
      expect(more.json()).toEqual({ message: expect.stringMatching(/lender/) });
      expect(fakes.stats.get(`more-${s}`)).toMatchObject({ pings: 0, posts: 0 });
      expect((await attemptsOf(application.id)).filter((a) => a.panel === 'secondary')).toEqual([]);
    });
  }

  // Issue 41 item 11: the result page's form without script answered 503 ("Failed to submit") here.
  it('without script, the result page answers 409 with the reason, and no lead goes out', async () => {
    const { s, fakes, panelApp } = await panelWith('pending', {});
    const { cookie } = await createSessionApplication(db.db);
    await panelApp.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    const page = await panelApp.inject({
      method: 'POST',
      url: '/apply/result?status=pending',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: 'intent=find-more-lenders',
    });
    expect(page.statusCode).toBe(409);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('A lender is still reviewing this application');
    expect(page.body).not.toContain('Failed to submit');
    expect(fakes.stats.get(`more-${s}`)).toMatchObject({ pings: 0, posts: 0 });
  });
});
