import type { Database } from '#server/db/client.ts';
import { analyticsEvents } from '#server/db/schema/index.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvent(db: Database, row: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(row);
}
