// The cohort counts over two lenders (outcomes-two-lenders.fixtures.ts): an application counted once
// however many lenders bought, funded or returned it, and each lender's own view.
import { describe, expect, it } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { ownDay } from './outcomes.fixtures.ts';
import { seedTwoLenderFixture } from './outcomes-two-lenders.fixtures.ts';
import { cohortCounts } from './outcomes.repository.ts';

const db = await testDatabase();
// A day in June of a test's own year: outside every duty fixture's month (theirs are in July).
const two = await seedTwoLenderFixture(db.db, `${ownDay().slice(0, 4)}-06-15`);

describe('cohort counts over two lenders', () => {
  const counts = async (lenderId?: string) => {
    const rows = await cohortCounts(db.db, dayRange({ from: two.day, to: two.day }, new Date()), two.rep, lenderId);
    return rows.map((r) => ({
      dimension: r.dimension,
      value: r.value,
      applications: Number(r.applications),
      sold: Number(r.sold),
      funded: Number(r.funded),
      returns: Number(r.returns),
      commission: Number(r.commission_pence),
      atOrBelow: Number(r.funded_at_or_below),
      medianApr: r.median_apr_hundredths === null ? null : Number(r.median_apr_hundredths),
    }));
  };
  const row = (rows: Awaited<ReturnType<typeof counts>>, dimension: string, value: string) =>
    rows.find((r) => r.dimension === dimension && r.value === value);
  // The first lender: asked about all four, sold A, B and D, funded A and B, returns of A and D;
  // paid £40 - £40 for A, £25 for B and £20 - £20 + £20 for D.
  const first = {
    applications: 4,
    sold: 3,
    funded: 2,
    returns: 2,
    commission: 4500,
    atOrBelow: 1,
    medianApr: two.rep + 200,
  };
  // The second: asked about A and B (C was skipped unasked), sold and funded A (returned, refused),
  // declined B and reported it declined.
  const second = {
    applications: 2,
    sold: 1,
    funded: 1,
    returns: 1,
    commission: 3000,
    atOrBelow: 0,
    medianApr: two.rep + 1000,
  };

  it('counts an application once however many lenders bought, funded or returned it', async () => {
    const rows = await counts();
    // A funded by both (its highest APR counts), B by the first; returns: A twice, D once.
    expect(row(rows, 'all', 'all')).toEqual({
      dimension: 'all',
      value: 'all',
      applications: 4,
      sold: 3,
      funded: 2,
      returns: 3,
      commission: first.commission + second.commission,
      atOrBelow: 0,
      medianApr: two.rep + 750,
    });
    expect(row(rows, 'lender', two.first)).toMatchObject(first);
    expect(row(rows, 'lender', two.second)).toMatchObject(second);
  });

  it("counts a lender's own view from its own sales, outcomes, returns and books", async () => {
    const own = await counts(two.first);
    expect(row(own, 'all', 'all')).toMatchObject(first);
    expect(own.filter((r) => r.dimension === 'lender').map((r) => r.value)).toEqual([two.first]);
    expect(row(await counts(two.second), 'all', 'all')).toMatchObject(second);
  });
});
