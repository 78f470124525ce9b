import { describe, expect, it } from 'vitest';
import { dailyTotals, duration } from '#web/features/admin/lenders/scorecard-series.ts';

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
