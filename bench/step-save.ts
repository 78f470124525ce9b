// POST /api/application/step1 from 50 existing sessions, wrk -t1 -c50: the product, and on
// PostgreSQL the bare Fastify + `pg` upsert anchor (bench/bare-upsert-server.ts) in the same run.
import autocannon from 'autocannon';
import { fetchFresh, startBenchServer } from './product-server.ts';
import { wrk, type WrkResult } from './wrk.ts';

export const STEP1 = { loanAmount: 1000, loanTerm: 12, loanPurpose: 7 };

/** Cookies of `count` sessions that each saved step 1 once, made through the product's API. */
export async function makeSessions(baseUrl: string, count = 50): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetchFresh(`${baseUrl}/api/application/step1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
      body: JSON.stringify(STEP1),
    });
    if (!response.ok) throw new Error(`creating session ${i}: HTTP ${response.status} ${await response.text()}`);
    const sid = response.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?sid=/.test(c))
      ?.split(';')[0];
    if (!sid) throw new Error('the step 1 answer set no session cookie');
    cookies.push(sid);
  }
  return cookies;
}

/** wrk Lua: each request a step 1 save from the next session in turn. */
function saveScript(cookies: string[]): string {
  const list = cookies.map((c) => `"${c}"`).join(',');
  const body = JSON.stringify(STEP1).replaceAll('"', '\\"');
  return `local cookies = {${list}}
local n = 0
request = function()
  n = n + 1
  local headers = { ["Content-Type"] = "application/json", ["Cookie"] = cookies[(n % #cookies) + 1] }
  return wrk.format("POST", "/api/application/step1", headers, "${body}")
end`;
}

export function benchSaves(baseUrl: string, cookies: string[], seconds: number): WrkResult {
  return wrk(`${baseUrl}/api/application/step1`, { seconds, luaBody: saveScript(cookies) });
}

/**
 * Latency at a fixed offered rate (open loop: autocannon's overallRate, latencies corrected for
 * coordinated omission): step 1 saves rotating over the sessions' cookies.
 */
export async function benchSavesAtRate(
  baseUrl: string,
  cookies: string[],
  options: { rate: number; seconds: number; connections?: number },
): Promise<WrkResult & { p50Ms: number; sent: number }> {
  let n = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/application/step1`,
    connections: options.connections ?? 50,
    duration: options.seconds,
    overallRate: options.rate,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', cookie: cookies[n++ % cookies.length] ?? '' },
          body: JSON.stringify(STEP1),
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    sent: result.requests.total,
  };
}

/** Starts the bare anchor on `databaseUrl` and `port`; resolves once it answers. */
export const startBareAnchor = (databaseUrl: string, port: number) =>
  startBenchServer('bare-upsert-server.ts', port, { DATABASE_URL: databaseUrl });

/** The bare anchor on `databaseUrl`, with the same 50 cookies (its own table). */
export async function benchBareAnchor(
  databaseUrl: string,
  port: number,
  cookies: string[],
  seconds: number,
): Promise<WrkResult> {
  const anchor = await startBareAnchor(databaseUrl, port);
  try {
    return benchSaves(`http://127.0.0.1:${port}`, cookies, seconds);
  } finally {
    await anchor.stop();
  }
}
