import { and, desc, eq, gt, gte, inArray, isNotNull, not, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  leadAttempts,
  lenderDailyStats,
  lenderHealth,
  lenderOrderChanges,
  lenderRankingSettings,
  lenderTierOrder,
  type LenderHealthState,
} from '#server/db/schema/index.ts';
import { HEALTH_WINDOW, type Health } from './ranking.rules.ts';

export async function isAutoOrder(db: Database, panelKey: string): Promise<boolean> {
  const [row] = await db
    .select({ on: lenderRankingSettings.autoOrder })
    .from(lenderRankingSettings)
    .where(eq(lenderRankingSettings.panelKey, panelKey));
  return row?.on ?? false;
}

export async function setAutoOrder(
  db: Database,
  panelKey: string,
  autoOrder: boolean,
  adminUserId: string | null,
  now: Date,
): Promise<void> {
  await db
    .insert(lenderRankingSettings)
    .values({ panelKey, autoOrder, changedAt: now, changedBy: adminUserId })
    .onConflictDoUpdate({
      target: lenderRankingSettings.panelKey,
      set: { autoOrder, changedAt: now, changedBy: adminUserId },
    });
}

export async function healthOf(db: Database, panelKey: string): Promise<Map<string, Health & { reason: string }>> {
  const rows = await db.select().from(lenderHealth).where(eq(lenderHealth.panelKey, panelKey));
  return new Map(rows.map((r) => [r.lenderId, { state: r.state, since: r.since, reason: r.reason }]));
}

/**
 * Moves a lender from one state to the next only if nobody moved it first (several instances
 * review the same lender): true when this caller made the change.
 */
export async function moveHealth(
  db: Database,
  panelKey: string,
  lenderId: string,
  from: Health | undefined,
  to: { state: LenderHealthState; reason: string },
  now: Date,
): Promise<boolean> {
  if (!from) {
    const inserted = await db
      .insert(lenderHealth)
      .values({ panelKey, lenderId, state: to.state, since: now, reason: to.reason })
      .onConflictDoNothing()
      .returning({ id: lenderHealth.lenderId });
    return inserted.length > 0;
  }
  const updated = await db
    .update(lenderHealth)
    .set({ state: to.state, since: now, reason: to.reason })
    .where(
      and(
        eq(lenderHealth.panelKey, panelKey),
        eq(lenderHealth.lenderId, lenderId),
        eq(lenderHealth.state, from.state),
        eq(lenderHealth.since, from.since),
      ),
    )
    .returning({ id: lenderHealth.lenderId });
  return updated.length > 0;
}

/**
 * The lender's calls after `since`, newest first (true = timed out or failed). A state entered at
 * the end of a run counts the calls after it; a trial, entered when its run starts, counts that
 * run's call too (`inclusive`).
 */
export async function recentFailures(
  db: Database,
  lenderId: string,
  since: Date,
  inclusive = false,
): Promise<boolean[]> {
  const rows = await db
    .select({ decision: leadAttempts.decision })
    .from(leadAttempts)
    .where(
      and(
        eq(leadAttempts.lenderId, lenderId),
        inclusive ? gte(leadAttempts.attemptedAt, since) : gt(leadAttempts.attemptedAt, since),
        isNotNull(leadAttempts.latencyMs),
        not(and(eq(leadAttempts.decision, 'skipped'), sql`${leadAttempts.httpStatus} is null`)!),
      ),
    )
    .orderBy(desc(leadAttempts.attemptedAt), desc(leadAttempts.id))
    .limit(HEALTH_WINDOW);
  return rows.map((r) => r.decision === 'timeout' || r.decision === 'error');
}

/** Revenue ÷ leads offered of each lender over the days since `sinceDay` (from the scorecard rollup). */
export async function earningsPerLead(
  db: Database,
  lenderIds: string[],
  sinceDay: string,
): Promise<Map<string, number>> {
  if (lenderIds.length === 0) return new Map();
  const rows = await db
    .select({
      lenderId: lenderDailyStats.lenderId,
      epl: sql<string>`coalesce(
        sum(${lenderDailyStats.revenue}) / nullif(sum(${lenderDailyStats.offered}), 0), 0
      )::text`,
    })
    .from(lenderDailyStats)
    .where(and(inArray(lenderDailyStats.lenderId, lenderIds), gte(lenderDailyStats.day, sinceDay)))
    .groupBy(lenderDailyStats.lenderId);
  return new Map(rows.map((r) => [r.lenderId, Number(r.epl)]));
}

/** Records a tier's order when it differs from the last one recorded: true when it changed. */
export async function saveTierOrder(
  db: Database,
  key: { panelKey: string; panel: string; tier: number },
  lenderIds: string[],
  now: Date,
): Promise<boolean> {
  const changed = await db
    .insert(lenderTierOrder)
    .values({ ...key, lenderIds, at: now })
    .onConflictDoUpdate({
      target: [lenderTierOrder.panelKey, lenderTierOrder.panel, lenderTierOrder.tier],
      set: { lenderIds, at: now },
      setWhere: sql`${lenderTierOrder.lenderIds} <> excluded.lender_ids`,
    })
    .returning({ at: lenderTierOrder.at });
  return changed.length > 0;
}

export async function recordChange(
  db: Database,
  change: {
    panelKey: string;
    at: Date;
    lenderId?: string | null;
    panel?: string | null;
    tier?: number | null;
    change: string;
    reason: string;
  },
): Promise<void> {
  await db.insert(lenderOrderChanges).values(change);
}

export const recentChanges = (db: Database, panelKey: string, limit = 50) =>
  db
    .select()
    .from(lenderOrderChanges)
    .where(eq(lenderOrderChanges.panelKey, panelKey))
    .orderBy(desc(lenderOrderChanges.at), desc(lenderOrderChanges.id))
    .limit(limit);
