import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, leadOutcomes } from '#server/db/schema/index.ts';
import { leadFor } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { adminSession, auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
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
    // Other files' funded loans (on the shared database, at about today's date) stay out of the 12
    // months counted: the app's clock is moved decades ahead for this test, to a year of its own.
    const today = clock.now();
    clock.set(new Date(today.getTime() + (30 + Math.floor(Math.random() * 50)) * 365 * 24 * 3_600_000));
    try {
      await fund(apr, clock.now());
      await fund(apr - 10, clock.now());
      await fund(apr + 0.01, clock.now());
      await fund(apr - 1, new Date(clock.now().getTime() - 400 * 24 * 3_600_000));
      // Signed in at that time (the morning's session has long expired by then).
      const officer = await adminSession(app, db.db);
      const counted = (
        await app.inject({
          method: 'GET',
          url: '/api/admin/compliance/representative-apr',
          headers: { cookie: officer.cookie },
        })
      ).json();
      expect(counted).toMatchObject({
        loans: 3,
        atOrBelow: 2,
        share: 2 / 3,
        representativeApr: apr,
        warning: 'too_few_loans',
      });
    } finally {
      clock.set(today);
    }
  });
});

describe('revenue less credits', () => {
  it('is computed in whole pence', () => {
    expect(revenueLessCredits(0.3, 10)).toBe(0.2);
    expect(revenueLessCredits(1234.56, 123_456)).toBe(0);
  });
});
