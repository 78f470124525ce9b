import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, sessions } from '#server/db/schema/index.ts';
import { FUNNEL_STEP_NAMES } from '#shared/application/step-meta.ts';
import { adminSession } from '#tests/support/admins.ts';
import { duplicateOutcome } from '#server/modules/lenders/panel/duplicates.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const funnel = (query: string) =>
  app.inject({ method: 'GET', url: `/api/analytics/funnel?${query}`, headers: { cookie } });

describe('GET /api/analytics/funnel', () => {
  it('counts users per step, drop-off, sessions and conversion for a range and a UTM source', async () => {
    const source = `src_${randomUUID().slice(0, 8)}`;
    const day = new Date('2025-06-15T12:00:00Z');
    // Applications that reached steps 2, 4, 8 (submitted), plus one outside the range.
    for (const [currentStep, status] of [
      [2, 'draft'],
      [4, 'draft'],
      [8, 'sold'],
      [8, 'processing'],
      [8, 'referred'],
      [8, 'rejected'],
    ] as const) {
      const [session] = await db.db
        .insert(sessions)
        .values({ tokenHash: randomUUID(), kind: 'visitor', expiresAt: new Date('2030-01-01') })
        .returning();
      await insertApplication(db.db, {
        currentStep,
        status,
        // The rejected one is a repeat application the duplicate rule refused: offered to no lender.
        ...(status === 'rejected' ? duplicateOutcome(randomUUID(), 30) : {}),
        utmSource: source,
        createdAt: day,
        ownerSessionId: session!.id,
      });
    }
    await insertApplication(db.db, {
      currentStep: 8,
      status: 'sold',
      utmSource: source,
      createdAt: new Date('2025-07-15T12:00:00Z'),
    });
    // Two more sessions browsed without applying; one also has an application session's id.
    await db.db.insert(analyticsEvents).values([
      { sessionId: randomUUID(), eventType: 'landing_page_view', utmSource: source, createdAt: day },
      { sessionId: randomUUID(), eventType: 'landing_page_view', utmSource: source, createdAt: day },
    ]);

    const response = await funnel(`from=2025-06-15&to=2025-06-15&source=${source}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({ from: '2025-06-15', to: '2025-06-15' });
    expect(body.steps.map((s: { name: string }) => s.name)).toEqual([...FUNNEL_STEP_NAMES]);
    expect(body.steps.map((s: { users: number }) => s.users)).toEqual([6, 5, 5, 4, 4, 4, 4]);
    expect(body.steps[1].dropOff).toBeCloseTo(1 / 6, 10);
    expect(body.steps[0].dropOff).toBe(0);
    // The referred application (issue 27.5) and the duplicate refusal (issue 42.11) passed every step
    // but went to no lender: not conversions, each counted apart.
    expect(body.metrics).toEqual({
      total_sessions: 8,
      completed_applications: 2,
      referred_applications: 1,
      duplicate_applications: 1,
      conversion_rate: 2 / 8,
    });
    expect(body.sources).toEqual([{ source, steps: [6, 5, 5, 4, 4, 4, 4], completed: 2, referred: 1, duplicates: 1 }]);
  });

  it('rejects a reversed or malformed range', async () => {
    expect((await funnel('from=2025-06-16&to=2025-06-15')).statusCode).toBe(400);
    expect((await funnel('from=15/06/2025')).statusCode).toBe(400);
  });

  it('defaults to the last 30 days', async () => {
    const body = (await funnel('')).json();
    const days = (Date.parse(body.range.to) - Date.parse(body.range.from)) / 86_400_000;
    expect(days).toBe(29);
  });
});
