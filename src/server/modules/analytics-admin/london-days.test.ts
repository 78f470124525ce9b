import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { dayRange } from '#server/lib/day-range.ts';
import { adminSession } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Decision 096: the back office's days run midnight to midnight in London, in GMT and in BST alike.
// 2026's clocks go forward at 01:00 UTC on 29 March and back at 01:00 UTC on 25 October.
const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** Applications started at these instants, under a UTM source of their own. */
async function startedAt(instants: string[]) {
  const source = `ld_${randomUUID().slice(0, 8)}`;
  for (const at of instants)
    await insertApplication(db.db, { utmSource: source, createdAt: new Date(at), currentStep: 2 });
  return async (day: string) => {
    const response = await get(`/api/analytics/funnel?from=${day}&to=${day}&source=${source}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { steps: { users: number }[] }).steps[0]!.users;
  };
}

describe('admin days are London days', () => {
  it('the funnel counts a day from London midnight to London midnight as the clocks go forward', async () => {
    const startedOn = await startedAt([
      '2026-03-28T23:30:00Z', // 23:30 GMT on the 28th
      '2026-03-29T00:30:00Z', // 00:30 GMT on the 29th (the change is at 01:00 UTC)
      '2026-03-29T22:59:59Z', // 23:59:59 BST on the 29th
      '2026-03-29T23:30:00Z', // 00:30 BST on the 30th, still the 29th in UTC
    ]);
    expect([await startedOn('2026-03-28'), await startedOn('2026-03-29'), await startedOn('2026-03-30')]).toEqual([
      1, 2, 1,
    ]);
  });

  it('the funnel counts the 25-hour day as the clocks go back', async () => {
    const startedOn = await startedAt([
      '2026-10-24T22:59:59Z', // 23:59:59 BST on the 24th
      '2026-10-24T23:30:00Z', // 00:30 BST on the 25th, still the 24th in UTC
      '2026-10-25T00:30:00Z', // 01:30 BST on the 25th
      '2026-10-25T01:30:00Z', // 01:30 GMT on the 25th, the hour again
      '2026-10-25T23:30:00Z', // 23:30 GMT on the 25th
      '2026-10-26T00:00:00Z', // midnight GMT: the 26th
    ]);
    expect([await startedOn('2026-10-24'), await startedOn('2026-10-25'), await startedOn('2026-10-26')]).toEqual([
      1, 4, 1,
    ]);
  });

  it('the lender scorecard puts an attempt at 00:30 BST on its London day', async () => {
    const lender = `ld-${randomUUID().slice(0, 8)}`;
    for (const at of ['2026-07-14T23:30:00Z', '2026-07-15T22:30:00Z']) {
      const application = await insertApplication(db.db);
      const [row] = await db.db
        .insert(leadAttempts)
        .values({
          applicationId: application.id,
          lenderId: lender,
          lenderName: `Lender ${lender}`,
          tier: 1,
          attemptedAt: new Date(at),
          decision: 'error',
          errorReason: 'in progress',
        })
        .returning();
      await db.db
        .update(leadAttempts)
        .set({ decision: 'sold', latencyMs: 100, httpStatus: 200, price: 25, errorReason: null })
        .where(eq(leadAttempts.id, row!.id));
    }
    const response = await get('/api/admin/lenders/scorecard?from=2026-07-15&to=2026-07-15');
    expect(response.statusCode).toBe(200);
    const days = (response.json() as { days: { lenderId: string; day: string; offered: number }[] }).days;
    expect(days.filter((d) => d.lenderId === lender).map((d) => [d.day, d.offered])).toEqual([['2026-07-15', 2]]);
  });

  it("a range's instants start at London midnight; today is London's", () => {
    expect(dayRange({ from: '2026-03-29', to: '2026-03-29' }, new Date())).toMatchObject({
      from: new Date('2026-03-29T00:00:00Z'),
      to: new Date('2026-03-29T23:00:00Z'), // a 23-hour day
    });
    expect(dayRange({ from: '2026-10-25', to: '2026-10-25' }, new Date())).toMatchObject({
      from: new Date('2026-10-24T23:00:00Z'),
      to: new Date('2026-10-26T00:00:00Z'), // a 25-hour day
    });
    // 00:30 BST on 1 July is still 30 June in UTC.
    expect(dayRange({}, new Date('2026-06-30T23:30:00Z'), { defaultDays: 7 })).toMatchObject({
      fromDay: '2026-06-25',
      toDay: '2026-07-01',
      endDay: '2026-07-02',
    });
  });
});
