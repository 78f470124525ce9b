import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, leadOutcomes } from '#server/db/schema/index.ts';
import { leadFor } from '#server/modules/lender-inbound/inbound.fixtures.ts';
import { auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
import { company } from '#shared/company.ts';
import { aprWarning } from './apr-evidence.ts';
import { openLedgerDesk } from './ledger-admin.fixtures.ts';
import { revenueLessCredits } from './ledger.ts';

const { L, app, db, clock, admin, lender, get, decide, ledgerNet } = await openLedgerDesk();

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
