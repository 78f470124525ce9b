import type { ScorecardDay } from '#shared/admin/scorecard-schemas.ts';

export type DailyTotal = { day: string; offered: number; accepted: number; failed: number; revenue: number };

/** Every lender's day rows summed per day, each day of the range present (zero when nothing happened). */
export function dailyTotals(days: ScorecardDay[], range: { from: string; to: string }): DailyTotal[] {
  const byDay = new Map<string, DailyTotal>();
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= Date.parse(`${range.to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    byDay.set(day, { day, offered: 0, accepted: 0, failed: 0, revenue: 0 });
  }
  for (const row of days) {
    const total = byDay.get(row.day);
    if (!total) continue;
    total.offered += row.offered;
    total.accepted += row.accepted;
    total.failed += row.timeouts + row.errors;
    total.revenue = Math.round((total.revenue + row.revenue) * 100) / 100;
  }
  return [...byDay.values()];
}

/** "1.2 s" above a second, "340 ms" below; a dash when nothing was measured. */
export const duration = (ms: number | null): string =>
  ms === null ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;

/**
 * The days the daily chart draws: from the first day with a lead, and at least the last `minDays`
 * of the range. Thirty days of which only today had leads drew hairlines at the chart's right edge.
 */
export function chartDays(totals: DailyTotal[], minDays = 7): DailyTotal[] {
  const first = totals.findIndex((t) => t.offered + t.accepted + t.failed > 0);
  const start = Math.min(first === -1 ? totals.length : first, Math.max(totals.length - minDays, 0));
  return totals.slice(start);
}
