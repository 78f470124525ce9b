import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { lenderDailyCounts } from '#server/db/schema/index.ts';

/** The UTC day a cap counts in, as the `date` column holds it. */
export const capDayOf = (now: Date): string => now.toISOString().slice(0, 10);

/**
 * Takes one of today's `cap` leads for a lender, or returns false when none is left. One
 * conditional upsert: PostgreSQL serialises it on the (lender, day) row, so however many jobs and
 * instances race for the last lead, exactly one gets it.
 */
export async function reserveDailyCap(db: Database, lenderId: string, day: string, cap: number): Promise<boolean> {
  if (cap <= 0) return false;
  const rows = await db
    .insert(lenderDailyCounts)
    .values({ lenderId, day, reserved: 1 })
    .onConflictDoUpdate({
      target: [lenderDailyCounts.lenderId, lenderDailyCounts.day],
      set: { reserved: sql`${lenderDailyCounts.reserved} + 1` },
      setWhere: sql`${lenderDailyCounts.reserved} < ${cap}`,
    })
    .returning({ reserved: lenderDailyCounts.reserved });
  return rows.length > 0;
}

/** Gives a reservation back after a post that did not sell (declined, pending or failed). */
export async function releaseDailyCap(db: Database, lenderId: string, day: string): Promise<void> {
  await db
    .update(lenderDailyCounts)
    .set({ reserved: sql`${lenderDailyCounts.reserved} - 1` })
    .where(
      and(eq(lenderDailyCounts.lenderId, lenderId), eq(lenderDailyCounts.day, day), gt(lenderDailyCounts.reserved, 0)),
    );
}

/** Leads reserved today per lender (lenders already at their cap are not even pinged). */
export async function reservedOn(db: Database, lenderIds: string[], day: string): Promise<Map<string, number>> {
  if (lenderIds.length === 0) return new Map();
  const rows = await db
    .select({ lenderId: lenderDailyCounts.lenderId, reserved: lenderDailyCounts.reserved })
    .from(lenderDailyCounts)
    .where(and(inArray(lenderDailyCounts.lenderId, lenderIds), eq(lenderDailyCounts.day, day)));
  return new Map(rows.map((r) => [r.lenderId, r.reserved]));
}
