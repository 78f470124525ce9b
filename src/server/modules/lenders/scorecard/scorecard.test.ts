import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lenderDailyLatency, leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { adminSession } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { LATENCY_BUCKETS, quantileOf } from './latency-histogram.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const scorecard = (query: string) =>
  app.inject({ method: 'GET', url: `/api/admin/lenders/scorecard?${query}`, headers: { cookie } });

type Attempt = {
  decision: 'sold' | 'pending' | 'reject' | 'error' | 'timeout' | 'skipped';
  latencyMs: number;
  httpStatus?: number | null;
  price?: number;
  at: string;
};

/** Attempts of one new lender, written as the ping tree writes them: claimed first, completed after. */
async function attemptsOf(lenderId: string, attempts: Attempt[]) {
  for (const a of attempts) {
    const application = await insertApplication(db.db);
    const [row] = await db.db
      .insert(leadAttempts)
      .values({
        applicationId: application.id,
        lenderId,
        lenderName: `Lender ${lenderId}`,
        tier: 1,
        attemptedAt: new Date(a.at),
        decision: 'error',
        errorReason: 'in progress',
      })
      .returning();
    await db.db
      .update(leadAttempts)
      .set({
        decision: a.decision,
        latencyMs: a.latencyMs,
        httpStatus: a.httpStatus === undefined ? 200 : a.httpStatus,
        price: a.price ?? null,
        errorReason: null,
      })
      .where(eq(leadAttempts.id, row!.id));
  }
}

describe('GET /api/admin/lenders/scorecard', () => {
  it(
    'counts each lender’s outcomes, acceptance, revenue, earnings per lead and ' + 'response times over the range',
    async () => {
      const lender = `score-${randomUUID().slice(0, 8)}`;
      await attemptsOf(lender, [
        { decision: 'sold', latencyMs: 100, price: 40, at: '2026-03-01T10:00:00Z' },
        { decision: 'sold', latencyMs: 120, price: 42, at: '2026-03-02T10:00:00Z' },
        { decision: 'pending', latencyMs: 140, at: '2026-03-02T11:00:00Z' },
        { decision: 'skipped', latencyMs: 90, price: 30, at: '2026-03-02T12:00:00Z' }, // bid, outbid by another lender
        { decision: 'reject', latencyMs: 60, at: '2026-03-02T13:00:00Z' },
        { decision: 'timeout', latencyMs: 5000, httpStatus: null, at: '2026-03-02T14:00:00Z' },
        { decision: 'error', latencyMs: 30, httpStatus: 500, at: '2026-03-02T15:00:00Z' },
        // outside its rules: not asked
        { decision: 'skipped', latencyMs: 0, httpStatus: null, at: '2026-03-02T16:00:00Z' },
        { decision: 'sold', latencyMs: 100, price: 99, at: '2026-03-05T10:00:00Z' }, // outside the range
      ]);
      const response = await scorecard('from=2026-03-01&to=2026-03-02');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.range).toEqual({ from: '2026-03-01', to: '2026-03-02' });
      const row = body.lenders.find((l: { lenderId: string }) => l.lenderId === lender);
      expect(row).toMatchObject({
        lenderName: `Lender ${lender}`,
        offered: 7,
        accepted: 4,
        sold: 2,
        pending: 1,
        outbid: 1,
        declined: 1,
        timeouts: 1,
        errors: 1,
        notAsked: 1,
        revenue: 82,
        acceptanceRate: 4 / 7,
        earningsPerLead: 11.71,
      });
      // 7 asked latencies: 30, 60, 90, 100, 120, 140, 5000 → median in the 100-125 ms bucket, p95 in 5000-6000.
      expect(row.medianMs).toBeGreaterThanOrEqual(100);
      expect(row.medianMs).toBeLessThan(125);
      expect(row.p95Ms).toBeGreaterThanOrEqual(5000);
      expect(row.p95Ms).toBeLessThan(6000);
      const days = body.days.filter((d: { lenderId: string }) => d.lenderId === lender);
      expect(days.map((d: { day: string; offered: number; revenue: number }) => [d.day, d.offered, d.revenue])).toEqual(
        [
          ['2026-03-01', 1, 40],
          ['2026-03-02', 6, 42],
        ],
      );
    },
  );

  it('keeps the counts when the application behind an attempt is erased', async () => {
    const lender = `erase-${randomUUID().slice(0, 8)}`;
    await attemptsOf(lender, [{ decision: 'sold', latencyMs: 100, price: 40, at: '2026-04-01T10:00:00Z' }]);
    const [attempt] = await db.db.select().from(leadAttempts).where(eq(leadAttempts.lenderId, lender));
    await db.db.delete(loanApplications).where(eq(loanApplications.id, attempt!.applicationId));
    const row = (await scorecard('from=2026-04-01&to=2026-04-01'))
      .json()
      .lenders.find((l: { lenderId: string }) => l.lenderId === lender);
    expect(row).toMatchObject({ offered: 1, sold: 1, revenue: 40 });
  });

  it('answers 401 without an admin session and 400 on a bad range', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/lenders/scorecard' })).statusCode).toBe(401);
    expect((await scorecard('from=2026-03-05&to=2026-03-01')).statusCode).toBe(400);
    expect((await scorecard('from=yesterday')).statusCode).toBe(400);
    expect((await scorecard('from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  });
});

describe('latency histogram', () => {
  it('uses the same bucket bounds as the database trigger', async () => {
    const lender = `bounds-${randomUUID().slice(0, 8)}`;
    await attemptsOf(
      lender,
      LATENCY_BUCKETS.map((ms) => ({ decision: 'reject' as const, latencyMs: ms, at: '2026-05-01T10:00:00Z' })),
    );
    const rows = await db.db
      .select({ bucket: lenderDailyLatency.bucket, n: lenderDailyLatency.n })
      .from(lenderDailyLatency)
      .where(eq(lenderDailyLatency.lenderId, lender))
      .orderBy(sql`1`);
    expect(rows).toEqual(LATENCY_BUCKETS.map((_, i) => ({ bucket: i + 1, n: 1 })));
  });

  it('interpolates quantiles inside a bucket and answers null when empty', () => {
    expect(quantileOf(new Map(), 0.5)).toBeNull();
    expect(quantileOf(new Map([[2, 10]]), 0.5)).toBe(15); // bucket 2 = [10, 20)
    expect(
      quantileOf(
        new Map([
          [1, 1],
          [LATENCY_BUCKETS.length, 1],
        ]),
        0.95,
      ),
    ).toBe(30000);
  });
});
