// POST /api/application/step1 from 50 existing sessions, wrk -t1 -c50: the product, and on
// PostgreSQL the bare Fastify + `pg` upsert anchor (bench/bare-upsert-server.ts) in the same run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fetchFresh } from './product-server.ts';
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

/** The bare anchor on `databaseUrl`, with the same 50 cookies (its own table). */
export async function benchBareAnchor(
  databaseUrl: string,
  port: number,
  cookies: string[],
  seconds: number,
): Promise<WrkResult> {
  const server = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-upsert-server.ts')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; i < 200; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return benchSaves(`http://127.0.0.1:${port}`, cookies, seconds);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
