// Issue 13, goal 3: pages never starve the application API. `/` is driven with three times the
// connections of the capacity run (wrk -t1 -c150, closed loop: the server is saturated) while a
// probe client saves step 1 ten times a second from its own sessions; the probe's p99 must stay
// <= 250 ms with no errors, pages being shed with 503 + Retry-After when the event loop falls behind.
import { performance } from 'node:perf_hooks';
import { fetchFresh } from './product-server.ts';
import { STEP1 } from './step-save.ts';
import { wrkInBackground, type WrkResult } from './wrk.ts';

export const OVERLOAD_TARGET = { p99Ms: 250, errors: 0 } as const;
const BROWSER = 'gzip, deflate, br, zstd';
const PROBE_INTERVAL_MS = 100;

export type OverloadResult = {
  pages: WrkResult;
  probe: { saves: number; p50Ms: number; p99Ms: number; errors: number };
  ok: boolean;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/** Session cookies of the probe, made before the load (each saved step 1 once). */
export async function probeSessions(baseUrl: string, count = 2): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetchFresh(`${baseUrl}/api/application/step1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STEP1),
    });
    const sid = response.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?sid=/.test(c))
      ?.split(';')[0];
    if (!response.ok || !sid) throw new Error(`probe session: HTTP ${response.status} ${await response.text()}`);
    cookies.push(sid);
  }
  return cookies;
}

export async function benchOverload(baseUrl: string, cookies: string[], seconds: number): Promise<OverloadResult> {
  const load = wrkInBackground(`${baseUrl}/`, { headers: { 'Accept-Encoding': BROWSER }, connections: 150, seconds });
  // Let the load build up before probing; stop probing before it ends.
  await new Promise((r) => setTimeout(r, 500));
  const until = performance.now() + (seconds - 1.5) * 1000;
  const latencies: number[] = [];
  let errors = 0;
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/api/application/step1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookies[n % cookies.length] ?? '' },
        body: JSON.stringify(STEP1),
      });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
    } catch {
      errors += 1;
    }
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, PROBE_INTERVAL_MS - took)));
  }
  const pages = await load;
  const sorted = latencies.sort((a, b) => a - b);
  const probe = { saves: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), errors };
  return { pages, probe, ok: probe.p99Ms <= OVERLOAD_TARGET.p99Ms && errors <= OVERLOAD_TARGET.errors };
}

export function formatOverload(r: OverloadResult): string {
  const shed = r.pages.non2xx;
  return [
    `GET / (wrk -t1 -c150): ${Math.round(r.pages.rps).toLocaleString('en-GB')} req/s, ${shed} answered 503 (shed), ` +
      `socket errors ${r.pages.errors}`,
    `probe step 1 saves: ${r.probe.saves}, p50 ${r.probe.p50Ms.toFixed(1)} ms, p99 ${r.probe.p99Ms.toFixed(1)} ms, ` +
      `errors ${r.probe.errors}   ${r.ok ? 'ok' : 'BELOW TARGET'} ` +
      `(target p99 <= ${OVERLOAD_TARGET.p99Ms} ms, no errors)`,
  ].join('\n');
}
