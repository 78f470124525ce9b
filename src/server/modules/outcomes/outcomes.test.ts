import { describe, expect, it } from 'vitest';
import { company } from '#shared/company.ts';
import { addDays } from '#shared/london-day.ts';
import type { OutcomeCohort } from '#shared/admin/outcomes-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { ownDay, seedDutyFixture } from './outcomes.fixtures.ts';
import { seedTwoLenderFixture } from './outcomes-two-lenders.fixtures.ts';
import { cohortCounts } from './outcomes.repository.ts';
import { buildOutcomes, withFairValueWarnings } from './outcomes.service.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const fixture = await seedDutyFixture(db.db, ownDay());
// A day in June of the same year: outside the duty fixture's month and the days its tests read.
const two = await seedTwoLenderFixture(db.db, `${fixture.day.slice(0, 4)}-06-15`);
const outcomes = (query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/outcomes?${query}`, headers: { cookie } });

describe('GET /api/admin/outcomes', () => {
  const day = fixture.day;
  const cohorts = async (): Promise<OutcomeCohort[]> => {
    const response = await outcomes(`from=${day}&to=${day}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ from: day, to: day, representativeApr: company.representativeApr });
    return body.cohorts;
  };
  const find = (list: OutcomeCohort[], dimension: string, value: string) =>
    list.find((c) => c.dimension === dimension && c.value === value);

  it('counts every cohort of the London day from what the product recorded', async () => {
    const list = await cohorts();
    expect(find(list, 'all', 'all')).toEqual({
      dimension: 'all',
      value: 'all',
      label: 'All applications',
      applications: 25,
      referred: 12,
      sold: 10,
      funded: 6,
      complaints: 3,
      complaintsUpheld: 2,
      returns: 1,
      reviewRequests: 2,
      reviewsChanged: 1,
      optOuts: 1,
      fundedAtOrBelowRepresentative: 4,
      commissionPence: 36_000,
      tooFew: false,
      shares: {
        referred: 12 / 25,
        sold: 10 / 25,
        funded: 6 / 25,
        complaintsPerThousand: 120,
        upheldPerThousand: 80,
        atOrBelowRepresentative: 4 / 6,
        medianFundedApr: company.representativeApr - 1,
        commissionPerApplicationPence: 1440,
      },
    });
    expect(find(list, 'vulnerability', 'declared')).toMatchObject({
      applications: 12,
      referred: 12,
      sold: 0,
      reviewRequests: 2,
      reviewsChanged: 1,
      complaints: 1,
      shares: { referred: 1, sold: 0, funded: 0, atOrBelowRepresentative: null, medianFundedApr: null },
    });
    expect(find(list, 'vulnerability', 'none')).toMatchObject({
      applications: 10,
      sold: 10,
      funded: 6,
      returns: 1,
      optOuts: 1,
      shares: { sold: 1, funded: 0.6, complaintsPerThousand: 200, upheldPerThousand: 100 },
    });
    expect(find(list, 'ageBand', '25-34')).toMatchObject({ applications: 12, label: '25-34' });
    expect(find(list, 'ageBand', '45-54')).toMatchObject({ applications: 10, funded: 6 });
    expect(find(list, 'amountBand', '50-499')).toMatchObject({ applications: 12, label: '£50 to £499' });
    expect(find(list, 'amountBand', '1000-2499')).toMatchObject({ applications: 10 });
    expect(find(list, 'employmentType', '6')).toMatchObject({ applications: 12, label: 'Benefits' });
    expect(find(list, 'employmentType', '1')).toMatchObject({ applications: 10, label: 'Full-time' });
    expect(find(list, 'lender', fixture.lenderId)).toMatchObject({
      label: fixture.lenderName,
      applications: 13,
      referred: 0,
      sold: 10,
      funded: 6,
      returns: 1,
      complaints: 2,
      commissionPence: 36_000,
      shares: { sold: 10 / 13, funded: 6 / 13 },
    });
  });

  it('shows a cohort under 10 applications as too few to say, with no share', async () => {
    const list = await cohorts();
    for (const [dimension, value] of [
      ['vulnerability', 'unanswered'],
      ['ageBand', '18-24'],
      ['amountBand', '2500+'],
      ['employmentType', '3'],
    ] as const) {
      const cohort = find(list, dimension, value);
      expect(cohort, `${dimension} ${value}`).toMatchObject({ applications: 3, tooFew: true });
      expect(cohort).not.toHaveProperty('shares');
    }
  });

  it('counts London days: the application submitted at midnight after the day is the next day’s', async () => {
    const next = find(
      (await (await outcomes(`from=${addDays(day, 1)}&to=${addDays(day, 1)}`)).json()).cohorts,
      'all',
      'all',
    );
    expect(next).toMatchObject({ applications: 1, sold: 1, tooFew: true });
    const before = (await (await outcomes(`from=${addDays(day, -1)}&to=${addDays(day, -1)}`)).json()).cohorts;
    expect(find(before, 'all', 'all')?.applications ?? 0).toBe(0);
  });

  it("builds one lender's own view: what it was asked about, bought, funded and paid", async () => {
    const view = await buildOutcomes(db.db, dayRange({ from: day, to: day }, new Date()), fixture.lenderId);
    expect(find(view.cohorts, 'all', 'all')).toMatchObject({
      applications: 13,
      referred: 0,
      sold: 10,
      funded: 6,
      returns: 1,
      commissionPence: 36_000,
    });
    expect(find(view.cohorts, 'vulnerability', 'declared')).toBeUndefined();
    expect(view.cohorts.filter((c) => c.dimension === 'lender').map((c) => c.value)).toEqual([fixture.lenderId]);
  });

  it('answers 401 without an admin session and 400 on a bad range', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/outcomes' })).statusCode).toBe(401);
    expect((await outcomes('from=2026-03-05&to=2026-03-01')).statusCode).toBe(400);
    expect((await outcomes('from=yesterday')).statusCode).toBe(400);
  });
});

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

describe('fair value', () => {
  const cohort = (dimension: OutcomeCohort['dimension'], value: string, medianFundedApr: number | null) =>
    ({
      dimension,
      value,
      label: value,
      tooFew: false,
      shares: { medianFundedApr },
    }) as OutcomeCohort;

  it('names a cohort whose median funded APR is at least 1.25 times the whole’s, and no other', () => {
    const marked = withFairValueWarnings([
      cohort('all', 'all', 40),
      cohort('ageBand', '18-24', 50),
      cohort('ageBand', '25-34', 49.9),
      cohort('ageBand', '35-44', null),
    ]);
    expect(marked.map((c) => c.fairValueWarning)).toEqual([
      undefined,
      'Pays markedly more: a median funded APR of 50% against 40% for all applications',
      undefined,
      undefined,
    ]);
  });
});
