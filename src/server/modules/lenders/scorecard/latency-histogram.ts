/**
 * Lower bounds (ms) of the response-time buckets of lender_daily_latency: bucket b (1-based, as
 * PostgreSQL's width_bucket numbers them) holds [LATENCY_BUCKETS[b-1], LATENCY_BUCKETS[b]).
 * Migration 0006 holds the same list; a test compares them.
 */
export const LATENCY_BUCKETS = [
  0, 10, 20, 30, 40, 50, 75, 100, 125, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 700, 800, 900, 1000, 1250,
  1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000, 30000,
] as const;

/**
 * The q-quantile (0..1) of a histogram (bucket → count), interpolated linearly inside its bucket:
 * exact to within one bucket's width (10 ms below 50 ms, 25-50 ms up to 500 ms). Null when empty.
 */
export function quantileOf(histogram: ReadonlyMap<number, number>, q: number): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = q * total;
  let seen = 0;
  for (let bucket = 1; bucket <= LATENCY_BUCKETS.length; bucket++) {
    const n = histogram.get(bucket) ?? 0;
    if (n <= 0) continue;
    const low = LATENCY_BUCKETS[bucket - 1]!;
    const high = LATENCY_BUCKETS[bucket];
    if (seen + n >= rank) return high === undefined ? low : Math.round(low + ((rank - seen) / n) * (high - low));
    seen += n;
  }
  return LATENCY_BUCKETS.at(-1)!;
}
