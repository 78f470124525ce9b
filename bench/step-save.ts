// Step 1 saved as the browser posts it (issue 40's figure): POST /apply, form-encoded, with the page's
// Origin, answered 303 to /apply/personal; from 50 sessions that each saved step 1 once the same way. On
// PostgreSQL the bare Fastify + `pg` upsert anchor (bench/bare-upsert-server.ts) takes the same posts in the
// same run.
import autocannon from 'autocannon';
import { fetchFresh, startBenchServer } from './product-server.ts';
import type { WrkResult } from './wrk.ts';

export const STEP1 = { loanAmount: 1000, loanTerm: 12, loanPurpose: 7 };
export const STEP1_FORM = new URLSearchParams(Object.entries(STEP1).map(([k, v]) => [k, String(v)])).toString();
export const SAVE_PATH = '/apply';
/** What the product answers a saved step posted without script: See Other, to the next step. */
export const SAVED_STATUS = 303;
const formHeaders = (baseUrl: string, cookie?: string) => ({
  'content-type': 'application/x-www-form-urlencoded',
  origin: new URL(baseUrl).origin,
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});

/** Cookies of `count` sessions that each saved step 1 once, posted as the browser posts it. */
export async function makeSessions(baseUrl: string, count = 50): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetchFresh(`${baseUrl}${SAVE_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...formHeaders(baseUrl), 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      body: STEP1_FORM,
    });
    if (response.status !== SAVED_STATUS)
      throw new Error(`creating session ${i}: HTTP ${response.status} ${await response.text()}`);
    const sid = response.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?sid=/.test(c))
      ?.split(';')[0];
    if (!sid) throw new Error('the step 1 answer set no session cookie');
    cookies.push(sid);
  }
  return cookies;
}

/**
 * Latency at a fixed offered rate (open loop: autocannon's overallRate, latencies corrected for
 * coordinated omission): step 1 saves posted as the browser posts them, rotating over the sessions' cookies.
 */
export async function benchSavesAtRate(
  baseUrl: string,
  cookies: string[],
  options: { rate: number; seconds: number; connections?: number },
): Promise<WrkResult & { p50Ms: number; sent: number }> {
  let n = 0;
  const result = await autocannon({
    url: `${baseUrl}${SAVE_PATH}`,
    connections: options.connections ?? 50,
    duration: options.seconds,
    overallRate: options.rate,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: formHeaders(baseUrl, cookies[n++ % cookies.length] ?? ''),
          body: STEP1_FORM,
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // Every save is answered 303 See Other: any other status is a failed save.
    non2xx: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) !== SAVED_STATUS)
      .reduce((sum, [, stat]) => sum + stat.count, 0),
    errors: result.errors + result.timeouts,
    sent: result.requests.total,
  };
}

/** Starts the bare anchor on `databaseUrl` and `port`; resolves once it answers. */
export const startBareAnchor = (databaseUrl: string, port: number) =>
  startBenchServer('bare-upsert-server.ts', port, { DATABASE_URL: databaseUrl });
