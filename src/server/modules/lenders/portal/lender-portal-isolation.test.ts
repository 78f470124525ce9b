import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadReturns, lenderSecrets, lenderTestCalls } from '#server/db/schema/index.ts';
import { adminSession, totpCode } from '#tests/support/admins.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet, portalPost, writePanel } from './portal.fixtures.ts';

// Issue 28.4: a lender user never sees another lender's anything, on every route of the portal's
// API and every page; another lender's reference answers exactly as a made-up one.
const s = Math.random().toString(36).slice(2, 8);
const A = `iso-a-${s}`;
const B = `iso-b-${s}`;
const fake = await startFakeLenders([{ id: A }, { id: B }]);
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: writePanel(fake.config(), A) } });
clock.set(new Date('2031-06-15T12:00:00Z'));
const admin = await adminSession(app, db.db);
const userA = await enrolledLenderUser(app, admin.cookie, A);
const userB = await enrolledLenderUser(app, admin.cookie, B);
const refA = await leadFor(db.db, A, { at: new Date('2031-06-14T10:00:00Z'), price: 12 });
const refB = await leadFor(db.db, B, { at: new Date('2031-06-14T11:00:00Z'), price: 30 });
const refBOld = await leadFor(db.db, B, { at: new Date('2031-03-02T11:00:00Z'), price: 31 });
const madeUp = 'f'.repeat(40);
const get = (url: string, cookie = userA.cookie) => portalGet(app, url, cookie);
const post = (url: string, body?: object, cookie = userA.cookie) => portalPost(app, url, body, cookie);
const notMine = (text: string) => {
  for (const secret of [refB, refBOld, B]) expect(text).not.toContain(secret);
};

describe("a lender user sees its own lender's business and nothing of another's", () => {
  it('GET /me, /leads, /exchanges, /statements: its lender only', async () => {
    expect((await get('/api/lender-portal/me')).json().lender.id).toBe(A);
    const leads = await get('/api/lender-portal/leads?month=2031-06');
    expect(leads.json().leads.map((l: { reference: string }) => l.reference)).toEqual([refA]);
    notMine(leads.body);
    notMine((await get('/api/lender-portal/leads?month=2031-03')).body);
    const exchanges = await get('/api/lender-portal/exchanges');
    // Its lead's post and ping (issue 28), as two calls.
    expect(exchanges.json().exchanges.map((e: { reference: string }) => e.reference)).toEqual([refA, refA]);
    notMine(exchanges.body);
    const months = await get('/api/lender-portal/statements');
    expect(months.json().months).toEqual(['2031-06']);
    for (const format of ['', '/csv', '/pdf']) {
      const text = async (month: string) => {
        const answer = await get(`/api/lender-portal/statements/${month}${format}`);
        expect(answer.statusCode).toBe(200);
        return format === '/pdf' ? pdfText(answer.rawPayload) : answer.body;
      };
      expect(await text('2031-06')).toContain(refA);
      notMine(await text('2031-06'));
      notMine(await text('2031-03'));
    }
    expect((await get('/api/lender-portal/statements/2031-06')).json().totals).toMatchObject({ leads: 1, gross: 1200 });
  });

  it("another lender's reference is a 404 exactly like a made-up one: the lead and a return", async () => {
    expect((await get(`/api/lender-portal/leads/${refA}`)).json()).toMatchObject({ reference: refA, price: 1200 });
    const theirs = await get(`/api/lender-portal/leads/${refB}`);
    const none = await get(`/api/lender-portal/leads/${madeUp}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(none.body);
    const key = () => `k-${Math.random().toString(36).slice(2)}`;
    const returnOf = (reference: string) =>
      post('/api/lender-portal/returns', { reference, reason: 'duplicate', idempotencyKey: key() });
    const returned = await returnOf(refB);
    expect(returned.statusCode).toBe(404);
    expect(returned.body).toBe((await returnOf(madeUp)).body);
    expect(await db.db.select().from(leadReturns).where(eq(leadReturns.reference, refB))).toEqual([]);
  });

  it("rotating the secret and sending a test lead touch the session's lender only", async () => {
    clock.advance(30_000);
    const code = totpCode(userA.totpSecret, clock.now());
    expect((await post('/api/lender-portal/secret/rotate', { totp: code })).statusCode).toBe(200);
    expect((await db.db.select().from(lenderSecrets).where(eq(lenderSecrets.lenderId, B))).length).toBe(0);
    expect((await get('/api/lender-portal/secret', userB.cookie)).json()).toEqual({
      rotatedAt: null,
      previousValidUntil: null,
    });
    const pingsB = fake.stats.get(B)!.pings;
    const sent = await post('/api/lender-portal/test-lead');
    expect(sent.statusCode).toBe(200);
    expect(fake.stats.get(B)!.pings).toBe(pingsB);
    expect(fake.stats.get(A)!.pings).toBeGreaterThan(0);
    expect(await db.db.select().from(lenderTestCalls).where(eq(lenderTestCalls.lenderId, B))).toEqual([]);
    notMine((await get('/api/lender-portal/exchanges')).body);
    // B's own log has none of A's test lead.
    expect((await get('/api/lender-portal/exchanges', userB.cookie)).body).not.toContain(sent.json().reference);
  });

  it("every page shows its own lender's only; a guessed reference is 404", async () => {
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: userA.cookie } });
    for (const url of [
      '/lenders/leads?month=2031-06',
      '/lenders/exchanges',
      '/lenders/statements',
      '/lenders/secret',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
      notMine(answer.body);
    }
    expect((await page('/lenders/leads?month=2031-06')).body).toContain(refA);
    expect((await page(`/lenders/leads/${refA}`)).statusCode).toBe(200);
    const theirs = await page(`/lenders/leads/${refB}`);
    expect(theirs.statusCode).toBe(404);
    notMine(theirs.body);
    expect((await page(`/lenders/leads/${madeUp}`)).statusCode).toBe(404);
    // Signed out, every screen but sign-in sends to sign-in.
    const anonymous = await app.inject({ method: 'GET', url: '/lenders/leads' });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/lenders/login');
  });
});

afterAll(() => fake.close());
