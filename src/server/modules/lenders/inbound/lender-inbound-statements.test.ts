import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '#server/db/schema/index.ts';
import { leadFor } from './inbound.fixtures.ts';
import { openInboundDesk } from './lender-inbound.fixtures.ts';

const { A, B, RACE, db, clock, call } = await openInboundDesk();

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
    // Units in the header, London time with its zone (issue 42 item 12).
    expect(csv.body).toBe(
      'reference,sold (London time),price (pence),return status,credit (pence)\r\n' +
        `${refs[0]},"15 Jan 2031, 09:00 GMT",1010,accepted,1010\r\n` +
        `${refs[1]},"31 Jan 2031, 23:59 GMT",2020,,0\r\n`,
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
