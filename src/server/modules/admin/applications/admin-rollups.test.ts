import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  analyticsEvents,
  applicationDailyCounts,
  loanApplications,
  sessionDailyCounts,
} from '#server/db/schema/index.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The rollups behind stats, list totals and the funnel (ADR 008) are kept by database triggers;
// each test uses its own UTM source, so it reads only its own buckets.
const { db } = await createTestApp({ siteRoot: null });
const source = () => `roll_${randomUUID().slice(0, 8)}`;

// Each bucket is split into shards (ADR 024): the helpers sum them, as every reader does.
const buckets = async (utm: string) =>
  (
    await db.db
      .select({
        day: applicationDailyCounts.day,
        status: applicationDailyCounts.status,
        step: applicationDailyCounts.currentStep,
        n: sql<number>`sum(${applicationDailyCounts.n})::int`,
        priceSum: sql<string>`sum(${applicationDailyCounts.priceSum})`,
      })
      .from(applicationDailyCounts)
      .where(eq(applicationDailyCounts.source, utm))
      .groupBy(applicationDailyCounts.day, applicationDailyCounts.status, applicationDailyCounts.currentStep)
  )
    .filter((row) => row.n !== 0)
    .map((row) => ({ ...row, priceSum: Number(row.priceSum) }))
    .sort((x, y) => `${x.status}${x.step}`.localeCompare(`${y.status}${y.step}`));

const sessionsOn = async (utm: string) =>
  (
    await db.db
      .select({ day: sessionDailyCounts.day, sessions: sql<number>`sum(${sessionDailyCounts.sessions})::int` })
      .from(sessionDailyCounts)
      .where(eq(sessionDailyCounts.source, utm))
      .groupBy(sessionDailyCounts.day)
  )
    .filter((row) => row.sessions !== 0)
    .sort((x, y) => x.day.localeCompare(y.day));

describe('admin rollups', () => {
  it('follow inserts, step and status changes, prices and deletes of applications', async () => {
    const utm = source();
    const at = new Date('2026-03-10T23:59:59Z');
    const one = await insertApplication(db.db, { utmSource: utm, createdAt: at, currentStep: 2 });
    await insertApplication(db.db, { utmSource: utm, createdAt: at, currentStep: 2 });
    expect(await buckets(utm)).toEqual([{ day: '2026-03-10', status: 'draft', step: 2, n: 2, priceSum: 0 }]);

    await db.db
      .update(loanApplications)
      .set({ currentStep: 8, status: 'sold', price: 12.5 })
      .where(eq(loanApplications.id, one.id));
    // A save that changes none of the rolled-up columns leaves the buckets alone.
    await db.db.update(loanApplications).set({ firstName: 'Renamed' }).where(eq(loanApplications.id, one.id));
    expect(await buckets(utm)).toEqual([
      { day: '2026-03-10', status: 'draft', step: 2, n: 1, priceSum: 0 },
      { day: '2026-03-10', status: 'sold', step: 8, n: 1, priceSum: 12.5 },
    ]);

    await db.db.delete(loanApplications).where(eq(loanApplications.id, one.id));
    expect(await buckets(utm)).toEqual([{ day: '2026-03-10', status: 'draft', step: 2, n: 1, priceSum: 0 }]);
  });

  it('count each session once, on the London day and source it was first seen', async () => {
    const utm = source();
    const sessionId = randomUUID();
    await db.db.insert(analyticsEvents).values([
      { sessionId, eventType: 'landing_page_view', utmSource: utm, createdAt: new Date('2026-03-11T09:00:00Z') },
      { sessionId, eventType: 'application_step_view', utmSource: utm, createdAt: new Date('2026-03-11T09:05:00Z') },
    ]);
    expect(await sessionsOn(utm)).toEqual([{ day: '2026-03-11', sessions: 1 }]);
    // An earlier event arriving late moves the session to its real first day.
    await db.db.insert(analyticsEvents).values({
      sessionId,
      eventType: 'landing_page_view',
      utmSource: utm,
      createdAt: new Date('2026-03-10T23:00:00Z'),
    });
    expect(await sessionsOn(utm)).toEqual([{ day: '2026-03-10', sessions: 1 }]);
  });
});
