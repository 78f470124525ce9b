import type { Database, Executor } from '#server/db/client.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Database, row: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}

/** One application funnel event (e.g. a consent submit), inside the caller's transaction. */
export async function insertEvent(
  db: Executor,
  input: { sessionId: string; eventType: string; step: number; page: string; now: Date },
): Promise<void> {
  await db.insert(analyticsEvents).values({
    sessionId: input.sessionId,
    eventType: input.eventType,
    eventCategory: 'application',
    step: input.step,
    page: input.page,
    createdAt: input.now,
  });
}
