import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { applicationDailyCounts as apps, sessionDailyCounts as visits } from '#server/db/schema/index.ts';

/** `fromDay` inclusive, `endDay` exclusive: London days (decision 096), as the rollups are keyed. */
export type FunnelRange = { fromDay: string; endDay: string; source: string | null };
export const STEP_COUNT = 7;
const NOT_DONE = sql.raw(`'draft', 'referred'`);

/**
 * Both queries read the daily rollups kept exact by triggers (migration 0003, ADR 008): a 30-day
 * range is ~30 × sources × steps rows whatever the number of applications and events.
 * Their days are London's (migration 0020, decision 096).
 */
const inRange = (column: typeof apps.day | typeof visits.day, range: FunnelRange) =>
  and(gte(column, range.fromDay), lt(column, range.endDay));

/**
 * Applications started in the range, per UTM source ('direct' when none): how many passed each
 * step (currentStep beyond it, or submitted), how many were completed (consent submitted, offered to
 * lenders) and how many the gate referred to debt advice (consent submitted, offered to no lender).
 */
export async function stepCountsBySource(db: Database, range: FunnelRange) {
  const passed = Array.from(
    { length: STEP_COUNT },
    (_, i) =>
      sql`coalesce(sum(${apps.n}) filter (where ${apps.currentStep} > ${i + 1} or ${apps.status} <> 'draft'), 0)::int`,
  );
  const rows = await db
    .select({
      source: apps.source,
      steps: sql<number[]>`array[${sql.join(passed, sql`, `)}]`,
      // Referred by the gate: consent submitted, but sent to debt advice, not to a lender (issue 27.5).
      completed: sql<number>`coalesce(sum(${apps.n}) filter (where ${apps.status} not in (${NOT_DONE})), 0)::int`,
      referred: sql<number>`coalesce(sum(${apps.n}) filter (where ${apps.status} = 'referred'), 0)::int`,
      total: sql<number>`sum(${apps.n})::int`,
    })
    .from(apps)
    .where(and(inRange(apps.day, range), range.source ? eq(apps.source, range.source) : undefined))
    .groupBy(apps.source)
    .orderBy(apps.source);
  return rows
    .filter((row) => Number(row.total) !== 0)
    .map((row) => ({
      source: row.source,
      steps: row.steps.map(Number),
      completed: Number(row.completed),
      referred: Number(row.referred),
    }));
}

/**
 * Visitor sessions first seen in the range: sessions with analytics events and sessions that
 * started an application without analytics consent (both keyed by the server session id), each
 * counted once, on the day and UTM source of its first appearance.
 */
export async function totalSessions(db: Database, range: FunnelRange): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${visits.sessions}), 0)::int` })
    .from(visits)
    .where(and(inRange(visits.day, range), range.source ? eq(visits.source, range.source) : undefined));
  return Number(row?.n ?? 0);
}
