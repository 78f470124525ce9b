import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, leadOutcomes } from '#server/db/schema/index.ts';
import { leadFor, panelFile, signedCall, type SignedCall } from '#server/modules/lender-inbound/inbound.fixtures.ts';
import { adminSession, auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { company } from '#shared/company.ts';
import { aprWarning } from './apr-evidence.ts';
import { revenueLessCredits } from './ledger.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { poundsOf } from './statement-pdf.ts';

const s = Math.random().toString(36).slice(2, 8);
const L = `queue-${s}`;
const file = panelFile([{ id: L, returnCapPercent: 0 }]);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
clock.set(new Date('2032-05-10T12:00:00Z'));
const admin = await adminSession(app, db.db);
const lender = (c: SignedCall) => signedCall(app, clock.now(), c);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const decide = (id: string, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/returns/${id}/decision`,
    headers: { cookie: admin.cookie, ...SAME_ORIGIN },
    payload: body,
  });
const stats = async () => (await get('/api/admin/applications/stats')).json() as { revenue: number };
const ledgerNet = async () =>
  Number(
    (
      await db.db
        .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amountPence}), 0)::text` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.lenderId, L))
    )[0]?.n,
  );

describe('the back office returns queue', () => {
  it('needs an admin', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/returns' })).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/returns/${id}/decision`,
      headers: SAME_ORIGIN,
      payload: { decision: 'accept' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/admin/lenders/${L}/statements/2032-05` })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/admin/compliance/representative-apr' })).statusCode).toBe(401);
  });

  it('lists returns over the cap; an accept credits the price and records who decided, once', async () => {
    const refs = [
      await leadFor(db.db, L, { price: 45.67, at: clock.now() }),
      await leadFor(db.db, L, { at: clock.now() }),
    ];
    const before = await stats();
    const returned = await lender({
      url: '/api/lenders/v1/returns',
      lender: L,
      body: { reference: refs[0], reason: 'fraud', note: 'stolen identity' },
    });
    expect(returned.json()).toMatchObject({ status: 'under_review', credit: 0 });
    const { returnId } = returned.json() as { returnId: string };

    const queue = (await get('/api/admin/returns')).json() as { items: { id: string }[] };
    expect(queue.items).toContainEqual({
      id: returnId,
      lenderId: L,
      lenderName: `Lender ${L}`,
      reference: refs[0],
      saleMonth: '2032-05',
      reason: 'fraud',
      note: 'stolen identity',
      status: 'under_review',
      pricePence: 4567,
      creditPence: 0,
      requestedAt: clock.now().toISOString(),
      decidedAt: null,
      decidedBy: null,
      decisionNote: null,
    });

    const accepted = await decide(returnId, { decision: 'accept', note: 'confirmed with the lender' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      creditPence: 4567,
      decidedBy: admin.email.toLowerCase(),
      decisionNote: 'confirmed with the lender',
      decidedAt: clock.now().toISOString(),
    });
    const credits = await db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.returnId, returnId), eq(ledgerEntries.kind, 'credit')));
    expect(credits).toEqual([expect.objectContaining({ amountPence: -4567, createdBy: expect.any(String) })]);
    expect(await auditRows(db.db, 'returns.accept', 'returnId', returnId)).toHaveLength(1);
    expect((await decide(returnId, { decision: 'reject', note: 'too late' })).statusCode).toBe(409);
    expect((await get('/api/admin/returns')).json().items.map((i: { id: string }) => i.id)).not.toContain(returnId);
    // The dashboard's revenue loses the credit to the penny (exact on the file's own embedded database).
    if (db.driver === 'pglite') expect(Math.round((before.revenue - (await stats()).revenue) * 100)).toBe(4567);
  });

  it('a reject credits nothing and is audited; an unknown return is 404', async () => {
    const reference = await leadFor(db.db, L, { price: 9.99, at: clock.now() });
    const returned = await lender({ url: '/api/lenders/v1/returns', lender: L, body: { reference, reason: 'other' } });
    const { returnId } = returned.json() as { returnId: string };
    expect((await decide(returnId, { decision: 'reject' })).json().errors).toEqual([
      { path: 'note', message: 'Give the reason for rejecting the return' },
    ]);
    const rejected = await decide(returnId, { decision: 'reject', note: 'the lead was valid' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', creditPence: 0, decidedBy: admin.email.toLowerCase() });
    expect(await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.returnId, returnId))).toEqual([]);
    expect(await auditRows(db.db, 'returns.reject', 'returnId', returnId)).toHaveLength(1);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'accept' })).statusCode).toBe(404);
    expect((await decide(returnId, { decision: 'maybe' })).statusCode).toBe(400);
    const all = (await get('/api/admin/returns?status=rejected')).json() as { items: { id: string }[] };
    expect(all.items.map((i) => i.id)).toContain(returnId);
  });

  it('serves a lender’s statement as JSON and PDF, agreeing with the ledger to the penny', async () => {
    const json = await get(`/api/admin/lenders/${L}/statements/2032-05`);
    expect(json.statusCode).toBe(200);
    const statement = json.json() as { totals: { leads: number; gross: number; credits: number; net: number } };
    expect(statement.totals).toEqual({ leads: 3, gross: 4567 + 1000 + 999, credits: 4567, net: 1000 + 999 });
    expect(statement.totals.net).toBe(await ledgerNet());
    const pdf = await get(`/api/admin/lenders/${L}/statements/2032-05/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Net: ${poundsOf(1999)}`);
    expect(text).toContain(`Credits: ${poundsOf(4567)}`);
    expect((await get(`/api/admin/lenders/nobody-${s}/statements/2032-05`)).statusCode).toBe(404);
    expect((await get(`/api/admin/lenders/${L}/statements/2032-5`)).statusCode).toBe(400);
  });
});

describe('a reversal', () => {
  it('cancels a credit by a new entry (the credit stays), rejects its return, once, audited', async () => {
    const reference = await leadFor(db.db, L, { price: 12.5, at: clock.now() });
    const returned = await lender({ url: '/api/lenders/v1/returns', lender: L, body: { reference, reason: 'other' } });
    const { returnId } = returned.json() as { returnId: string };
    await decide(returnId, { decision: 'accept' });
    const [credit] = await db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.returnId, returnId), eq(ledgerEntries.kind, 'credit')));
    const netBefore = await ledgerNet();
    const reverse = (id: number, note = 'accepted by mistake') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/ledger/${id}/reverse`,
        headers: { cookie: admin.cookie, ...SAME_ORIGIN },
        payload: { note },
      });
    const reversed = await reverse(credit!.id);
    expect(reversed.statusCode).toBe(201);
    expect(reversed.json()).toMatchObject({ reversesId: credit!.id, amountPence: 1250 });
    expect(await ledgerNet()).toBe(netBefore + 1250);
    const entries = await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
    expect(entries.map((e) => [e.kind, e.amountPence]).sort()).toEqual([
      ['credit', -1250],
      ['reversal', 1250],
      ['sale', 1250],
    ]);
    const queue = (await get('/api/admin/returns?status=rejected')).json() as {
      items: { id: string; status: string }[];
    };
    expect(queue.items.find((i) => i.id === returnId)).toMatchObject({ status: 'rejected', creditPence: 0 });
    expect(await auditRows(db.db, 'ledger.reverse', 'entryId', credit!.id)).toHaveLength(1);
    expect((await reverse(credit!.id)).statusCode).toBe(409);
    expect((await reverse(reversed.json().id)).statusCode).toBe(409);
    expect((await reverse(credit!.id, '')).statusCode).toBe(400);
    expect((await reverse(2 ** 40)).statusCode).toBe(404);
    const statement = (await get(`/api/admin/lenders/${L}/statements/2032-05`)).json() as { totals: { net: number } };
    expect(statement.totals.net).toBe(await ledgerNet());
  });
});

describe('representative APR evidence', () => {
  it('warns with too few loans, and under 51% at or below the representative APR', () => {
    expect(aprWarning(29, 29, 91).warning).toBe('too_few_loans');
    expect(aprWarning(100, 50, 91).warning).toBe('below_51_percent');
    expect(aprWarning(100, 51, 91)).toEqual({ warning: null, message: null });
    expect(aprWarning(0, 0, 91).message).toMatch(/^Only 0 funded loans reported in the last 12 months/);
  });

  it('counts the last 12 months’ funded loans at or below the representative APR', async () => {
    const apr = company.representativeApr;
    const fund = async (aprPercent: number, at: Date) => {
      const reference = await leadFor(db.db, L, { at });
      await db.db.insert(leadOutcomes).values({
        lenderId: L,
        reference,
        applicationId: (await db.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference)))[0]!
          .applicationId,
        outcome: 'funded',
        amountPence: 50_000,
        aprHundredths: Math.round(aprPercent * 100),
        termMonths: 6,
        reportedAt: at,
      });
    };
    // The shared PostgreSQL may hold other files' outcomes: count relative to what is there.
    const before = (await get('/api/admin/compliance/representative-apr')).json();
    await fund(apr, clock.now());
    await fund(apr - 10, clock.now());
    await fund(apr + 0.01, clock.now());
    await fund(apr - 1, new Date(clock.now().getTime() - 400 * 24 * 3_600_000));
    const after = (await get('/api/admin/compliance/representative-apr')).json();
    expect(after.loans - before.loans).toBe(3);
    expect(after.atOrBelow - before.atOrBelow).toBe(2);
    expect(after.representativeApr).toBe(apr);
    if (db.driver === 'pglite') {
      expect(after).toMatchObject({ loans: 3, atOrBelow: 2, share: 2 / 3, warning: 'too_few_loans' });
    }
  });
});

describe('revenue less credits', () => {
  it('is computed in whole pence', () => {
    expect(revenueLessCredits(0.3, 10)).toBe(0.2);
    expect(revenueLessCredits(1234.56, 123_456)).toBe(0);
  });
});
