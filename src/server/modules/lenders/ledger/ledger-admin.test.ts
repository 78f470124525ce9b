import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { leadFor } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { openLedgerDesk } from './ledger-admin.fixtures.ts';
import { poundsOf } from './statement-pdf.ts';

const { s, L, app, db, clock, admin, lender, get, decide, stats, ledgerNet } = await openLedgerDesk();

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
    // One header line ("Credit" wrapped to "Credi t"), times in London time (issue 42 item 12).
    expect(text).toContain('Reference Sold Price Return Credit ');
    expect(text).toContain('10 May 2032, 13:00 BST');
    expect(text).not.toContain('UTC)');
    expect((await get(`/api/admin/lenders/nobody-${s}/statements/2032-05`)).statusCode).toBe(404);
    expect((await get(`/api/admin/lenders/${L}/statements/2032-5`)).statusCode).toBe(400);
  });
});
