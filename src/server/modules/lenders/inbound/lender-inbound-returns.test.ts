import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, leadReturns } from '#server/db/schema/index.ts';
import { leadFor } from './inbound.fixtures.ts';
import { HOUR, NOT_FOUND, openInboundDesk } from './lender-inbound.fixtures.ts';

const { s, A, B, TIGHT, db, clock, call } = await openInboundDesk();

describe('POST /api/lenders/v1/returns', () => {
  const returnLead = (lender: string, body: object, key?: string) =>
    call({ url: '/api/lenders/v1/returns', lender, body, ...(key ? { key } : {}) });

  it('credits the lead’s price within the cap; a second return of the lead is 409', async () => {
    const reference = await leadFor(db.db, A, { price: 12.34, at: clock.now() });
    await leadFor(db.db, A, { at: clock.now() });
    const first = await returnLead(A, { reference, reason: 'invalid_contact', note: 'number unobtainable' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ returnId: expect.any(String), status: 'accepted', credit: 1234 });
    const credits = await db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'credit')));
    expect(credits.map((c) => c.amountPence)).toEqual([-1234]);
    const again = await returnLead(A, { reference, reason: 'duplicate' });
    expect(again.statusCode).toBe(409);
  });

  it('repeats the first answer for a repeated Idempotency-Key (no second credit)', async () => {
    const reference = await leadFor(db.db, A, { price: 20, at: clock.now() });
    await leadFor(db.db, A, { at: clock.now() });
    const key = `return-${s}-1`;
    const first = await returnLead(A, { reference, reason: 'fraud' }, key);
    const repeat = await returnLead(A, { reference, reason: 'fraud' }, key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const [row] = await db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'credit')));
    expect(row?.n).toBe(1);
  });

  it('refuses an unknown reason (400), a lead not bought or another’s (404), a late return (422)', async () => {
    const reference = await leadFor(db.db, TIGHT, { at: clock.now() });
    expect((await returnLead(TIGHT, { reference, reason: 'changed_mind' })).statusCode).toBe(400);
    const notBought = await leadFor(db.db, TIGHT, { decision: 'pending', at: clock.now() });
    const othersLead = await leadFor(db.db, B, { at: clock.now() });
    for (const ref of [notBought, othersLead, '0'.repeat(40)]) {
      const response = await returnLead(TIGHT, { reference: ref, reason: 'other' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const late = await leadFor(db.db, TIGHT, { at: new Date(clock.now().getTime() - 2 * HOUR - 1) });
    const refused = await returnLead(TIGHT, { reference: late, reason: 'other' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Returns are accepted up to 2 hours after the sale');
    const inTime = await leadFor(db.db, TIGHT, { at: new Date(clock.now().getTime() - 2 * HOUR) });
    expect((await returnLead(TIGHT, { reference: inTime, reason: 'other' })).statusCode).toBe(201);
    expect(await db.db.select().from(leadReturns).where(eq(leadReturns.reference, late))).toEqual([]);
  });

  it('puts a return over the month’s cap under review, with no credit', async () => {
    // TIGHT: 10% of its month's leads. Its month so far: the leads of the test above (3 sold, 1 accepted).
    const leads = [];
    for (let i = 0; i < 16; i += 1) leads.push(await leadFor(db.db, TIGHT, { price: 5, at: clock.now() }));
    // 20 leads: 2 accepted returns fit; the first above it waits.
    const second = await returnLead(TIGHT, { reference: leads[0]!, reason: 'test_lead' });
    expect(second.json()).toMatchObject({ status: 'accepted', credit: 500 });
    const third = await returnLead(TIGHT, { reference: leads[1]!, reason: 'test_lead' });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ status: 'under_review', credit: 0 });
  });
});

describe('a repeated Idempotency-Key sent concurrently', () => {
  it('books the return once and answers every repeat with the first answer', async () => {
    const reference = await leadFor(db.db, A, { price: 7.5, at: clock.now() });
    await leadFor(db.db, A, { at: clock.now() });
    const key = `return-${s}-race`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call({ url: '/api/lenders/v1/returns', lender: A, body: { reference, reason: 'duplicate' }, key }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const credits = await db.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, reference), eq(ledgerEntries.kind, 'credit')));
    expect(credits.map((c) => c.amountPence)).toEqual([-750]);
  });
});
