// Issue 25: paired lab runs put the home page's TBT at 94-207 ms from a bare server and 312-383 ms
// with only `Cross-Origin-Opener-Policy: same-origin` added. Before anything is decided about the
// header (decision 102), the same page is measured with and without it, through two identical
// proxies in front of the same product (bench/header-proxy.ts; the product always sends it):
// Lighthouse's TBT (median of 5, round-robin) and what a visitor's Chromium records on arriving
// from another site (bench/visitor-timing.ts, medians of 5). The bench prints its conclusion.
import { startHeaderProxy } from './header-proxy.ts';
import { LIGHTHOUSE_RUNS, median, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { visitorTimings, type VisitorTiming } from './visitor-timing.ts';

const COOP = 'cross-origin-opener-policy';
type Side = { lighthouse: LighthouseRow; visitor: VisitorTiming[] };
export type CoopResult = { withHeader: Side; without: Side; path: string };

export async function benchCoop(baseUrl: string, path = '/', runs = LIGHTHOUSE_RUNS): Promise<CoopResult> {
  const withHeader = await startHeaderProxy(baseUrl);
  const without = await startHeaderProxy(baseUrl, [COOP]);
  try {
    const sent = (await fetch(`${withHeader.baseUrl}${path}`)).headers.get(COOP);
    const stripped = (await fetch(`${without.baseUrl}${path}`)).headers.get(COOP);
    if (sent !== 'same-origin' || stripped !== null) throw new Error(`COOP pair not as meant: ${sent} / ${stripped}`);
    const urls = [withHeader.baseUrl, without.baseUrl].map((base) => `${base}${path}`);
    const [lhWith, lhWithout] = await runLighthouse(
      urls.map((url, i) => ({ path: i === 0 ? 'with COOP' : 'without', url })),
      runs,
    );
    const [visitWith, visitWithout] = await visitorTimings(urls, runs);
    return {
      path,
      withHeader: { lighthouse: lhWith!, visitor: visitWith! },
      without: { lighthouse: lhWithout!, visitor: visitWithout! },
    };
  } finally {
    await withHeader.stop();
    await without.stop();
  }
}

const FIGURES: [keyof VisitorTiming, string][] = [
  ['clickToFcpMs', 'click on the other site to first paint'],
  ['fcpMs', 'first contentful paint (from navigation start)'],
  ['lcpMs', 'largest contentful paint'],
  ['blockingMs', 'long tasks, Σ(duration − 50 ms)'],
  ['inputDelayMs', 'input delay of a click right after first paint'],
];

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

/** The visitor figures where the difference of medians exceeds the spread of runs of both sides. */
export function measurableCosts(r: CoopResult): { label: string; costMs: number }[] {
  return FIGURES.flatMap(([key, label]) => {
    const a = r.withHeader.visitor.map((v) => v[key]);
    const b = r.without.visitor.map((v) => v[key]);
    const costMs = median(a) - median(b);
    return costMs > Math.max(spread(a), spread(b)) ? [{ label, costMs }] : [];
  });
}

export function formatCoop(r: CoopResult): string {
  const ms = (v: number) => `${Math.round(v)}`.padStart(6);
  const runs = (values: number[]) => values.map((v) => Math.round(v)).join(' ');
  const lhWith = r.withHeader.lighthouse;
  const lhWithout = r.without.lighthouse;
  const lines = [
    `${''.padEnd(50)}with COOP  without  cost   (each run: with | without)`,
    `Lighthouse TBT ms, median${''.padEnd(25)}${ms(lhWith.tbtMs)}   ${ms(lhWithout.tbtMs)} ` +
      `${ms(lhWith.tbtMs - lhWithout.tbtMs)}   ${runs(lhWith.tbtRuns)} | ${runs(lhWithout.tbtRuns)}`,
    `Lighthouse performance, median${''.padEnd(20)}${ms(lhWith.performance)}   ${ms(lhWithout.performance)} ` +
      `${ms(lhWith.performance - lhWithout.performance)}`,
    `visitor's Chromium from another site, medians of ${r.withHeader.visitor.length}:`,
  ];
  for (const [key, label] of FIGURES) {
    const a = r.withHeader.visitor.map((v) => v[key]);
    const b = r.without.visitor.map((v) => v[key]);
    lines.push(
      `  ${label.padEnd(48)}${ms(median(a))}   ${ms(median(b))} ${ms(median(a) - median(b))}   ${runs(a)} | ${runs(b)}`,
    );
  }
  lines.push(conclusion(r));
  return lines.join('\n');
}

function conclusion(r: CoopResult): string {
  const lab = r.withHeader.lighthouse.tbtMs - r.without.lighthouse.tbtMs;
  const costs = measurableCosts(r);
  if (costs.length === 0 && Math.round(lab) <= 0)
    return (
      "Conclusion: COOP costs nothing measurable in this run, in Lighthouse's TBT or for a visitor arriving " +
      'from another site (every difference is within the run-to-run spread); the header stays (decision 102).'
    );
  if (costs.length === 0)
    return (
      `Conclusion: COOP adds ${Math.round(lab)} ms to Lighthouse's TBT, but a visitor arriving from another site ` +
      'pays nothing measurable (every difference is within the run-to-run spread): the lab figure is the ' +
      'browsing-context swap of its navigation, and the header stays (decision 102).'
    );
  const listed = costs.map((c) => `${c.label} +${Math.round(c.costMs)} ms`).join(', ');
  return (
    `Conclusion: COOP costs a visitor arriving from another site ${listed} (beyond the run-to-run spread); ` +
    `Lighthouse's TBT moves by ${Math.round(lab)} ms. Weigh this against the header's protection (decision 102).`
  );
}
