import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, leadOutcomes, leadReturns } from '#server/db/schema/index.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, panelFile, signedCall, type SignedCall } from './inbound.fixtures.ts';

const s = Math.random().toString(36).slice(2, 8);
const A = `alpha-${s}`;
const B = `bravo-${s}`;
const TIGHT = `tight-${s}`;
const RACE = `race-${s}`;
const file = panelFile([
  { id: A, returnCapPercent: 50 },
  { id: B },
  { id: TIGHT, returnWindowHours: 2, returnCapPercent: 10 },
  { id: RACE, returnCapPercent: 10 },
]);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
clock.set(new Date('2031-03-10T12:00:00Z'));
const call = (c: SignedCall) => signedCall(app, clock.now(), c);
const HOUR = 3_600_000;
const NOT_FOUND = { message: 'No lead with this reference was sent to you' };

describe('lender calls: authentication (contract: lenders → broker)', () => {
  it('answers 401 and nothing else to a missing or wrong signature, a stale time or an unknown lender', async () => {
    const reference = await leadFor(db.db, A, { at: clock.now() });
    const body = { reference, outcome: 'declined' };
    const now = clock.now().getTime();
    const refused = [
      await call({ url: '/api/lenders/v1/outcomes', lender: A, body, signature: null }),
      await call({ url: '/api/lenders/v1/outcomes', lender: A, body, signature: 'sha256=' + '0'.repeat(64) }),
      await call({ url: '/api/lenders/v1/outcomes', lender: A, body, secret: 'another-secret-0123456789' }),
      await call({ url: '/api/lenders/v1/outcomes', lender: A, body, timestamp: now - 5 * 60_000 - 1 }),
      await call({ url: '/api/lenders/v1/outcomes', lender: A, body, timestamp: now + 5 * 60_000 + 1 }),
      await call({ url: '/api/lenders/v1/outcomes', lender: `nobody-${s}`, body }),
      // Signed with A's secret but claiming to be B: B's secret does not match.
      await call({ url: '/api/lenders/v1/outcomes', lender: B, body, secret: `inbound-secret-${A}-0123456789` }),
      // Unsigned garbage is refused as unsigned, not as bad JSON.
      await call({ url: '/api/lenders/v1/outcomes', lender: A, raw: '{"not json', signature: null }),
      await call({ url: '/api/lenders/v1/statements/2031-03', lender: A, signature: null }),
      await call({ url: '/api/lenders/v1/statements/2031-03', lender: A, timestamp: now - 6 * 60_000 }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid lender signature' });
    }
    expect(await db.db.select().from(leadOutcomes).where(eq(leadOutcomes.reference, reference))).toEqual([]);
    // Within the five minutes, and signed over the raw bytes as sent (spacing and all).
    const raw = `{ "reference" : "${reference}",\n  "outcome": "declined" }`;
    const ok = await call({ url: '/api/lenders/v1/outcomes', lender: A, raw, timestamp: now - 4 * 60_000 });
    expect(ok.statusCode).toBe(200);
  });

  it('needs an Idempotency-Key on a POST (after the signature)', async () => {
    const reference = await leadFor(db.db, A, { at: clock.now() });
    const response = await call({
      url: '/api/lenders/v1/outcomes',
      lender: A,
      body: { reference, outcome: 'declined' },
      key: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('idempotency-key');
  });
});

describe('POST /api/lenders/v1/outcomes', () => {
  const outcome = (lender: string, body: object, key?: string) =>
    call({ url: '/api/lenders/v1/outcomes', lender, body, ...(key ? { key } : {}) });
  const stored = async (lender: string, reference: string) =>
    (
      await db.db
        .select()
        .from(leadOutcomes)
        .where(and(eq(leadOutcomes.lenderId, lender), eq(leadOutcomes.reference, reference)))
    )[0];

  it('records a funded loan in pence and hundredths of a percent; a later outcome replaces it', async () => {
    const reference = await leadFor(db.db, A, { at: clock.now() });
    const funded = await outcome(A, { reference, outcome: 'funded', amount: 1234.56, apr: 89.9, termMonths: 12 });
    expect(funded.statusCode).toBe(200);
    expect(funded.json()).toEqual({ reference, outcome: 'funded' });
    expect(await stored(A, reference)).toMatchObject({
      outcome: 'funded',
      amountPence: 123_456,
      aprHundredths: 8_990,
      termMonths: 12,
    });
    const withdrawn = await outcome(A, { reference, outcome: 'withdrawn' });
    expect(withdrawn.json()).toEqual({ reference, outcome: 'withdrawn' });
    expect(await stored(A, reference)).toMatchObject({ outcome: 'withdrawn', amountPence: null, aprHundredths: null });
  });

  it('needs amount, apr and termMonths for a funded loan, and a known outcome (400)', async () => {
    const reference = await leadFor(db.db, A, { at: clock.now() });
    const missing = await outcome(A, { reference, outcome: 'funded', amount: 500 });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['apr', 'termMonths']);
    expect((await outcome(A, { reference, outcome: 'paid' })).statusCode).toBe(400);
    expect((await outcome(A, { reference, outcome: 'funded', amount: 10.001, apr: 9, termMonths: 3 })).statusCode).toBe(
      400,
    );
    expect((await outcome(A, { reference: 'ABC', outcome: 'declined' })).statusCode).toBe(400);
    expect(await stored(A, reference)).toBeUndefined();
  });

  it('takes a lead posted but not bought; 404 for one only pinged, another lender’s, or none', async () => {
    const pending = await leadFor(db.db, A, { decision: 'pending', at: clock.now() });
    expect(
      (await outcome(A, { reference: pending, outcome: 'funded', amount: 300, apr: 91, termMonths: 6 })).statusCode,
    ).toBe(200);
    const declinedAtPost = await leadFor(db.db, A, { decision: 'reject', at: clock.now() });
    expect((await outcome(A, { reference: declinedAtPost, outcome: 'declined' })).statusCode).toBe(200);
    const pingedOnly = await leadFor(db.db, A, { decision: 'reject', posted: false, at: clock.now() });
    const othersLead = await leadFor(db.db, B, { at: clock.now() });
    for (const reference of [pingedOnly, othersLead, 'f'.repeat(40)]) {
      const response = await outcome(A, { reference, outcome: 'declined' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect(await stored(B, othersLead)).toBeUndefined();
  });

  it('answers a repeated Idempotency-Key with the first answer; the key with another body is 422', async () => {
    const reference = await leadFor(db.db, A, { at: clock.now() });
    const key = `outcome-${s}-1`;
    const body = { reference, outcome: 'funded', amount: 700, apr: 49.9, termMonths: 9 };
    expect((await outcome(A, body, key)).statusCode).toBe(200);
    expect((await outcome(A, { reference, outcome: 'withdrawn' })).statusCode).toBe(200);
    const repeat = await outcome(A, body, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ reference, outcome: 'funded' });
    // The repeat changed nothing: the later outcome stands.
    expect((await stored(A, reference))?.outcome).toBe('withdrawn');
    const reused = await outcome(A, { reference, outcome: 'declined' }, key);
    expect(reused.statusCode).toBe(422);
    // Keys are per lender: B may use the same key for its own lead.
    const bLead = await leadFor(db.db, B, { at: clock.now() });
    expect((await outcome(B, { reference: bLead, outcome: 'declined' }, key)).statusCode).toBe(200);
  });
});

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

describe('GET /api/lenders/v1/statements/:month', () => {
  it('lists that lender’s leads of the month and nothing else, with totals that add up to the ledger', async () => {
    const other = B;
    const at = new Date('2031-01-15T09:00:00Z');
    const refs = [
      await leadFor(db.db, A, { price: 10.1, at }),
      await leadFor(db.db, A, { price: 20.2, at: new Date('2031-01-31T23:59:59Z') }),
      await leadFor(db.db, A, { price: 30.3, at: new Date('2031-02-01T00:00:00Z') }),
      await leadFor(db.db, other, { price: 99, at }),
    ];
    clock.set(new Date('2031-01-16T09:00:00Z'));
    const returned = await call({
      url: '/api/lenders/v1/returns',
      lender: A,
      body: { reference: refs[0], reason: 'duplicate' },
    });
    expect(returned.json().status).toBe('accepted');
    clock.set(new Date('2031-03-10T12:00:00Z'));

    const response = await call({ url: '/api/lenders/v1/statements/2031-01', lender: A });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lender: A,
      month: '2031-01',
      lines: [
        { reference: refs[0], soldAt: '2031-01-15T09:00:00.000Z', price: 1010, returnStatus: 'accepted', credit: 1010 },
        { reference: refs[1], soldAt: '2031-01-31T23:59:59.000Z', price: 2020, credit: 0 },
      ],
      totals: { leads: 2, gross: 3030, credits: 1010, net: 2020 },
    });
    const [ledger] = await db.db
      .select({ net: sql<number>`sum(${ledgerEntries.amountPence})::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.lenderId, A), eq(ledgerEntries.saleMonth, '2031-01')));
    expect(ledger?.net).toBe(2020);

    const csv = await call({ url: '/api/lenders/v1/statements/2031-01', lender: A, accept: 'text/csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      'reference,soldAt,price,returnStatus,credit\r\n' +
        `${refs[0]},2031-01-15T09:00:00.000Z,1010,accepted,1010\r\n` +
        `${refs[1]},2031-01-31T23:59:59.000Z,2020,,0\r\n`,
    );
    const empty = await call({ url: '/api/lenders/v1/statements/2030-12', lender: A });
    expect(empty.json()).toEqual({
      lender: A,
      month: '2030-12',
      lines: [],
      totals: { leads: 0, gross: 0, credits: 0, net: 0 },
    });
    expect((await call({ url: '/api/lenders/v1/statements/2031-13', lender: A })).statusCode).toBe(400);
    expect((await call({ url: '/api/lenders/v1/statements/jan', lender: A })).statusCode).toBe(400);
  });
});

describe('concurrent returns', () => {
  it('stay within the cap, and statement, credits and ledger agree to the penny', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 30; i += 1) refs.push(await leadFor(db.db, RACE, { price: 33.33, at: clock.now() }));
    const answers = await Promise.all(
      refs
        .slice(0, 12)
        .map((reference) =>
          call({ url: '/api/lenders/v1/returns', lender: RACE, body: { reference, reason: 'invalid_contact' } }),
        ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    const statuses = answers.map((a) => a.json().status as string);
    expect(statuses.filter((x) => x === 'accepted')).toHaveLength(3);
    expect(statuses.filter((x) => x === 'under_review')).toHaveLength(9);
    const statement = (await call({ url: '/api/lenders/v1/statements/2031-03', lender: RACE })).json();
    expect(statement.totals).toEqual({ leads: 30, gross: 99_990, credits: 9_999, net: 89_991 });
    const [ledger] = await db.db
      .select({ net: sql<number>`sum(${ledgerEntries.amountPence})::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.lenderId, RACE));
    expect(ledger?.net).toBe(89_991);
  });
});
