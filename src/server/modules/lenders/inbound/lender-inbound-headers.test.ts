import { describe, expect, it } from 'vitest';
import { leadFor } from './inbound.fixtures.ts';
import { openInboundDesk } from './lender-inbound.fixtures.ts';

const { A, db, clock, call } = await openInboundDesk();

// Every answer is one lender's own (issue 41.7): typed, never kept by a shared cache, and marked
// as depending on the lender asking, so no cache can hand one lender's statement to another.
describe('answers of /api/lenders/v1', () => {
  it('are JSON (or the CSV asked for), no-store and private, and vary on X-Lender-Id', async () => {
    const reference = await leadFor(db.db, A, { price: 12.5, at: clock.now() });
    const answers = {
      statement: await call({ url: '/api/lenders/v1/statements/2031-03', lender: A }),
      csv: await call({ url: '/api/lenders/v1/statements/2031-03', lender: A, accept: 'text/csv' }),
      badMonth: await call({ url: '/api/lenders/v1/statements/2031-13', lender: A }),
      unsigned: await call({ url: '/api/lenders/v1/statements/2031-03', lender: A, signature: null }),
      outcome: await call({ url: '/api/lenders/v1/outcomes', lender: A, body: { reference, outcome: 'declined' } }),
      unknownLead: await call({
        url: '/api/lenders/v1/returns',
        lender: A,
        body: { reference: 'no-such-lead', reason: 'duplicate' },
      }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, a]) => [name, a.statusCode]))).toEqual({
      statement: 200,
      csv: 200,
      badMonth: 400,
      unsigned: 401,
      outcome: 200,
      unknownLead: expect.any(Number),
    });
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers['content-type'], name).toBe(
        name === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      );
      expect(answer.headers['cache-control'], name).toBe('no-store, private');
      expect(String(answer.headers.vary), name).toMatch(/(^|, *)X-Lender-Id(,|$)/i);
    }
    // JSON or CSV by Accept: a cache must tell those apart too.
    expect(String(answers.statement.headers.vary)).toMatch(/(^|, *)Accept(,|$)/i);
    expect(answers.statement.json()).toMatchObject({ lender: A, month: '2031-03' });
  });
});
