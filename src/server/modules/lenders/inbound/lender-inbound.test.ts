import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadOutcomes } from '#server/db/schema/index.ts';
import { leadFor } from './inbound.fixtures.ts';
import { NOT_FOUND, openInboundDesk } from './lender-inbound.fixtures.ts';

const { s, A, B, db, clock, call } = await openInboundDesk();

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
