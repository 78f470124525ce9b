import type { Database } from '#server/db/client.ts';
import type { DayRange } from '#server/lib/day-range.ts';
import type { ScorecardDay, ScorecardLender, ScorecardResponse } from '#shared/admin/scorecard-schemas.ts';
import { quantileOf } from './latency-histogram.ts';
import { dailyCounts, latencyHistograms, payouts } from './scorecard.repository.ts';

type Counts = Omit<ScorecardDay, 'day' | 'lenderId'> & { notAsked: number };
const ZERO: Counts = {
  offered: 0,
  accepted: 0,
  sold: 0,
  pending: 0,
  outbid: 0,
  declined: 0,
  timeouts: 0,
  errors: 0,
  notAsked: 0,
  revenue: 0,
};
const KEYS = Object.keys(ZERO) as (keyof Counts)[];

const add = (a: Counts, b: Counts): Counts => Object.fromEntries(KEYS.map((k) => [k, a[k] + b[k]])) as Counts;
const pennies = (value: number) => Math.round(value * 100) / 100;

/**
 * The lender scorecard of a range: per lender, what it was offered and what it did with it,
 * acceptance rate, revenue and earnings per lead, median and p95 response time; and per day, the
 * counts behind the charts.
 */
export async function buildScorecard(db: Database, range: DayRange): Promise<ScorecardResponse> {
  const [rows, histogramRows, paid] = await Promise.all([
    dailyCounts(db, range),
    latencyHistograms(db, range),
    payouts(db, range),
  ]);
  const names = new Map<string, string>();
  const totals = new Map<string, Counts>();
  const days: ScorecardDay[] = rows.map((row) => {
    const counts: Counts = { ...row, revenue: Number(row.revenue), accepted: row.sold + row.pending + row.outbid };
    names.set(row.lenderId, row.lenderName);
    totals.set(row.lenderId, add(totals.get(row.lenderId) ?? ZERO, counts));
    const { notAsked: _notAsked, ...shown } = counts;
    return { day: row.day, lenderId: row.lenderId, ...shown };
  });
  const histograms = new Map<string, Map<number, number>>();
  for (const { lenderId, bucket, n } of histogramRows) {
    const histogram = histograms.get(lenderId) ?? new Map<number, number>();
    histogram.set(bucket, Number(n));
    histograms.set(lenderId, histogram);
  }
  const paidBy = new Map(paid.map((p) => [p.lenderId, p]));
  // A lender paid for leads of the range but asked about none in it (a rollup cut at a day edge) is shown too.
  for (const p of paid) if (!totals.has(p.lenderId)) totals.set(p.lenderId, ZERO);
  const lenders: ScorecardLender[] = [...totals].map(([lenderId, t]) => {
    const histogram = histograms.get(lenderId) ?? new Map();
    const p = paidBy.get(lenderId) ?? { leadsSold: 0, funded: 0, netPence: 0 };
    const net = p.netPence / 100;
    return {
      lenderId,
      lenderName: names.get(lenderId) ?? lenderId,
      ...t,
      revenue: pennies(t.revenue),
      acceptanceRate: t.offered > 0 ? t.accepted / t.offered : 0,
      earningsPerLead: t.offered > 0 ? pennies(t.revenue / t.offered) : 0,
      medianMs: quantileOf(histogram, 0.5),
      p95Ms: quantileOf(histogram, 0.95),
      leadsSold: p.leadsSold,
      fundedLoans: p.funded,
      fundedRate: p.leadsSold > 0 ? p.funded / p.leadsSold : null,
      netRevenue: net,
      netEarningsPerLead: t.offered > 0 ? pennies(net / t.offered) : 0,
      earningsPerFundedLoan: p.funded > 0 ? pennies(net / p.funded) : null,
    };
  });
  // Ranked by what lenders actually pay (decision 076): net of returns per lead asked, then funded rate.
  lenders.sort(
    (a, b) =>
      b.netEarningsPerLead - a.netEarningsPerLead ||
      (b.fundedRate ?? -1) - (a.fundedRate ?? -1) ||
      b.earningsPerLead - a.earningsPerLead ||
      a.lenderName.localeCompare(b.lenderName),
  );
  return { range: { from: range.fromDay, to: range.toDay }, lenders, days };
}
