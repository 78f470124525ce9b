// Issues 13 and 25: pages never starve the application. `/` is driven from 400 connections
// (wrk -t1 -c400, closed loop: the server is saturated) while two probe clients save step 1 ten
// times a second each from the same sessions, one through the JSON API, one as a browser without
// script posts the step to its screen (`POST /apply`, a form, answered 303: React Router's action,
// decision 033); each probe's p99 must stay <= 250 ms with no errors, the excess of pages being shed
// with 503 + Retry-After (a sampler reads the shed answers' headers). The anchor, from the same run:
// the same probes with no load.
import { performance } from 'node:perf_hooks';
import { fetchFresh } from './product-server.ts';
import { STEP1 } from './step-save.ts';
import { wrkInBackground, type WrkResult } from './wrk.ts';

export const OVERLOAD_TARGET = { p99Ms: 250, errors: 0 } as const;
export const OVERLOAD_CONNECTIONS = 400;
const BROWSER = 'gzip, deflate, br, zstd';
const PROBE_INTERVAL_MS = 100;

type Probe = { saves: number; p50Ms: number; p99Ms: number; errors: number };
/** How a probe saves step 1: the JSON API, or a form posted to the screen (what applicants use). */
type Via = 'api' | 'form';
type Probes = Record<Via, Probe>;
export type OverloadResult = {
  pages: WrkResult;
  probe: Probes;
  /** The probes alone, before the load (the anchor). */
  idle: Probes;
  /** Sampled GET / during the load: how many were shed, and how many of those carried Retry-After. */
  sampled: { total: number; shed: number; withRetryAfter: number; html: number };
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

const FORM_STEP1 = new URLSearchParams(Object.entries(STEP1).map(([name, value]) => [name, String(value)]));

/** One save of step 1; true when answered as a save is (200 from the API, 303 to the next step from the form). */
async function saveStep1(baseUrl: string, cookie: string, via: Via): Promise<boolean> {
  const response =
    via === 'api'
      ? await fetch(`${baseUrl}/api/application/step1`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(STEP1),
        })
      : await fetch(`${baseUrl}/apply`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
          body: FORM_STEP1.toString(),
        });
  await response.arrayBuffer();
  return response.status === (via === 'api' ? 200 : 303);
}

async function probeSaves(baseUrl: string, cookies: string[], forMs: number, via: Via): Promise<Probe> {
  const until = performance.now() + forMs;
  const latencies: number[] = [];
  let errors = 0;
  for (let n = 0; performance.now() < until; n++) {
    const started = performance.now();
    try {
      if (!(await saveStep1(baseUrl, cookies[n % cookies.length] ?? '', via))) errors += 1;
    } catch {
      errors += 1;
    }
    const took = performance.now() - started;
    latencies.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, PROBE_INTERVAL_MS - took)));
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { saves: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), errors };
}

async function samplePages(baseUrl: string, forMs: number): Promise<OverloadResult['sampled']> {
  const until = performance.now() + forMs;
  const sampled = { total: 0, shed: 0, withRetryAfter: 0, html: 0 };
  while (performance.now() < until) {
    try {
      const response = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': BROWSER } });
      await response.arrayBuffer();
      sampled.total += 1;
      if (response.status === 503) {
        sampled.shed += 1;
        if (response.headers.get('retry-after')) sampled.withRetryAfter += 1;
        if (response.headers.get('content-type')?.startsWith('text/html')) sampled.html += 1;
      }
    } catch {
      // Counted by wrk's own socket errors.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return sampled;
}

/** Both probes at once for `forMs`. */
async function probeBoth(baseUrl: string, cookies: string[], forMs: number): Promise<Probes> {
  const [api, form] = await Promise.all([
    probeSaves(baseUrl, cookies, forMs, 'api'),
    probeSaves(baseUrl, cookies, forMs, 'form'),
  ]);
  return { api, form };
}

export async function benchOverload(baseUrl: string, cookies: string[], seconds: number): Promise<OverloadResult> {
  const idle = await probeBoth(baseUrl, cookies, 2_000);
  const load = wrkInBackground(`${baseUrl}/`, {
    headers: { 'Accept-Encoding': BROWSER },
    connections: OVERLOAD_CONNECTIONS,
    seconds,
  });
  // Let the load build up before probing; stop probing before it ends.
  await new Promise((r) => setTimeout(r, 500));
  const forMs = (seconds - 1.5) * 1000;
  const [probe, sampled] = await Promise.all([probeBoth(baseUrl, cookies, forMs), samplePages(baseUrl, forMs)]);
  const pages = await load;
  const ok =
    Object.values(probe).every((p) => p.p99Ms <= OVERLOAD_TARGET.p99Ms && p.errors <= OVERLOAD_TARGET.errors) &&
    sampled.withRetryAfter === sampled.shed &&
    pages.shedWithRetryAfter === pages.shed;
  return { pages, probe, idle, sampled, ok };
}

const LABEL: Record<Via, string> = { api: 'POST /api/application/step1', form: 'POST /apply (form, no script)' };
const figures = (p: Probe) =>
  `${p.saves}, p50 ${p.p50Ms.toFixed(1)} ms, p99 ${p.p99Ms.toFixed(1)} ms, errors ${p.errors}`;

export function formatOverload(r: OverloadResult): string {
  const shed = r.pages.non2xx;
  const vias: Via[] = ['api', 'form'];
  return [
    `GET / (wrk -t1 -c${OVERLOAD_CONNECTIONS}): ${Math.round(r.pages.rps).toLocaleString('en-GB')} req/s, ` +
      `${shed} answered non-2xx, of which 503 ${r.pages.shed ?? 0}, with Retry-After ` +
      `${r.pages.shedWithRetryAfter ?? 0}; socket errors ${r.pages.errors}`,
    `sampled GET / during the load: ${r.sampled.total}, shed ${r.sampled.shed}, of which with Retry-After ` +
      `${r.sampled.withRetryAfter} and an HTML page ${r.sampled.html}`,
    ...vias.map((via) => `anchor, same run: probe step 1 saves by ${LABEL[via]} with no load: ${figures(r.idle[via])}`),
    ...vias.map((via) => `probe step 1 saves by ${LABEL[via]}: ${figures(r.probe[via])}`),
    `${r.ok ? 'ok' : 'BELOW TARGET'} (target for each probe p99 <= ${OVERLOAD_TARGET.p99Ms} ms, no errors; ` +
      'every 503 with Retry-After)',
  ].join('\n');
}
