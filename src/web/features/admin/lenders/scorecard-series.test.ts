import { describe, expect, it } from 'vitest';
import { chartDays, dailyTotals, duration } from '#web/features/admin/lenders/scorecard-series.ts';

const row = (day: string, lenderId: string, n: number) => ({
  day,
  lenderId,
  offered: n,
  accepted: n - 1,
  sold: 0,
  pending: 0,
  outbid: 0,
  declined: 1,
  timeouts: 1,
  errors: 0,
  revenue: 10.1,
});

describe('dailyTotals', () => {
  it('sums the lenders of each day and fills the days without any lead', () => {
    expect(
      dailyTotals([row('2026-03-01', 'a', 3), row('2026-03-01', 'b', 2), row('2026-03-03', 'a', 1)], {
        from: '2026-03-01',
        to: '2026-03-03',
      }),
    ).toEqual([
      { day: '2026-03-01', offered: 5, accepted: 3, failed: 2, revenue: 20.2 },
      { day: '2026-03-02', offered: 0, accepted: 0, failed: 0, revenue: 0 },
      { day: '2026-03-03', offered: 1, accepted: 0, failed: 1, revenue: 10.1 },
    ]);
  });

  it('formats durations', () => {
    expect([duration(null), duration(340.4), duration(1250)]).toEqual(['—', '340 ms', '1.3 s']);
  });
});

describe('chartDays (issue 27.4)', () => {
  const day = (n: number, offered = 0) => ({
    day: `2026-11-${String(n).padStart(2, '0')}`,
    offered,
    accepted: 0,
    failed: 0,
    revenue: 0,
  });
  const month = (withLeads: Record<number, number>) =>
    Array.from({ length: 30 }, (_, i) => day(i + 1, withLeads[i + 1] ?? 0));

  it('starts at the first day with a lead, keeping at least the last seven days', () => {
    expect(chartDays(month({ 30: 2 })).map((d) => d.day)).toEqual(
      month({})
        .slice(23)
        .map((d) => d.day),
    );
    expect(chartDays(month({ 10: 1, 30: 2 }))[0]?.day).toBe('2026-11-10');
    expect(chartDays(month({}))).toHaveLength(7);
    expect(chartDays(month({ 1: 1 }))).toHaveLength(30);
    expect(chartDays([day(1, 1), day(2)])).toHaveLength(2);
  });
});
