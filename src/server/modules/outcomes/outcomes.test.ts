// The admin API's outcome figures over the known Duty cohort (outcomes.fixtures.ts); the cohort
// counts over two lenders and the fair value warning have files of their own.
import { describe, expect, it } from 'vitest';
import { company } from '#shared/company.ts';
import { addDays } from '#shared/london-day.ts';
import type { OutcomeCohort } from '#shared/admin/outcomes-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { ownDay, seedDutyFixture } from './outcomes.fixtures.ts';
import { buildOutcomes } from './outcomes.service.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const fixture = await seedDutyFixture(db.db, ownDay());
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
