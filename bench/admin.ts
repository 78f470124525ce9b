// Admin back-office benchmark on PostgreSQL: list, stats, funnel, outcomes timings (goal ≤ 200 ms each,
// median of 5 after a warm-up) and the CSV export of every application (goal ≥ 50,000 rows/s in
// constant memory). Seed first with bench/admin-seed.ts. Run alone:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/admin_bench npx node bench/admin.ts
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '../src/server/app.ts';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { addDays, londonMidnight } from '../src/shared/london-day.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { loadEnv } from '../src/server/env.ts';
import { Secret, TOTP } from 'otpauth';
import { bootstrapAdmin } from '../src/server/modules/admin/auth/admin-bootstrap.ts';
import { newTotpSecret } from '../src/server/modules/auth/totp.ts';
import { DEFAULT_BENCH_URL } from './admin-seed.ts';
import type { BenchResult } from './bench-db.ts';

const QUERY_BUDGET_MS = 200;
const EXPORT_BUDGET_ROWS_S = 50_000;

export async function benchAdmin(url = DEFAULT_BENCH_URL): Promise<BenchResult[]> {
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: url,
    PUBLIC_URL: 'http://127.0.0.1:0',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'admin-bench'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
  });
  const handle = await openDatabase({ driver: 'pg', url });
  await runMigrations(handle);
  const app = await buildApp({
    env,
    db: handle,
    closeDbOnShutdown: true,
    siteRoot: null,
    logger: false,
    backgroundJobs: false,
  });
  try {
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = randomBytes(12).toString('hex');
    // Enrolled as ADMIN_TOTP_SECRET would at boot: admin screens need a full (two-factor) session.
    const secret = newTotpSecret();
    await bootstrapAdmin(
      handle.db,
      { ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: password, ADMIN_TOTP_SECRET: secret },
      { info: () => undefined },
      new Date(),
    );
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'http://127.0.0.1:0' },
      payload: { email, password, totp },
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const timed = async (name: string, target: string): Promise<BenchResult> => {
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: target, headers: { cookie } });
        if (response.statusCode !== 200) throw new Error(`${target} answered ${response.statusCode}`);
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      return {
        name,
        value: Math.round(median),
        unit: 'ms',
        budget: QUERY_BUDGET_MS,
        ok: median <= QUERY_BUDGET_MS,
        detail: `median of 5, worst ${times.at(-1)!.toFixed(0)} ms: GET ${target}`,
      };
    };

    /**
     * A screen's timing beside its anchor in the same run: a bare count(*) of the applications it
     * reads (those submitted in the range), the least any answer over them could cost.
     */
    const timedBeside = async (name: string, target: string, from: string, to: string): Promise<BenchResult> => {
      const result = await timed(name, target);
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const started = performance.now();
        await handle.db.execute(sql`select count(*) from loan_applications
          where submitted_at >= ${londonMidnight(from).toISOString()}::timestamptz
            and submitted_at < ${londonMidnight(addDays(to, 1)).toISOString()}::timestamptz`);
        if (i > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const anchor = times[Math.floor(times.length / 2)]!;
      return {
        ...result,
        detail: `${result.detail}; anchor, a bare count(*) of those applications: ${anchor.toFixed(0)} ms`,
      };
    };

    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const results = [
      await timed('admin list, all statuses, page 1', '/api/admin/applications'),
      await timed('admin list, status sold, page 3', '/api/admin/applications?status=sold&page=3'),
      await timed('admin list, search by email', '/api/admin/applications?q=applicant123456%40example.com'),
      await timed('admin stats', '/api/admin/applications/stats'),
      await timed('funnel, last 30 days', `/api/analytics/funnel?from=${monthAgo}&to=${today}`),
      await timed(
        'funnel, last 30 days, one source',
        `/api/analytics/funnel?from=${monthAgo}&to=${today}&source=google`,
      ),
      await timed('lender scorecard, last 30 days', `/api/admin/lenders/scorecard?from=${monthAgo}&to=${today}`),
      await timed(
        'lender scorecard, a whole year (every seeded attempt)',
        `/api/admin/lenders/scorecard?from=${yearAgo}&to=${today}`,
      ),
    ];
    results.push(
      await timedBeside(
        'Consumer Duty outcomes, last 30 days',
        `/api/admin/outcomes?from=${monthAgo}&to=${today}`,
        monthAgo,
        today,
      ),
    );
    results.push(await benchExport(app, cookie));
    return results;
  } finally {
    await app.close();
  }
}

const RSS_CHECKPOINTS = [100_000, 500_000, 1_000_000];
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
// A full collection before reading the live heap, so the checkpoints show retained memory, not
// garbage V8 has not collected yet (RSS alone also counts heap V8 keeps reserved).
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const memory = (): string => {
  collect();
  const usage = process.memoryUsage();
  return `RSS ${mb(usage.rss)} heap ${mb(usage.heapUsed)}`;
};

/**
 * Streams the whole export over a real socket, counting rows and sampling this process's RSS;
 * RSS is also read when 100k, 500k and 1M rows have arrived: constant memory means those stay flat.
 */
async function benchExport(app: Awaited<ReturnType<typeof buildApp>>, cookie: string): Promise<BenchResult> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const startMemory = memory();
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const checkpoints: string[] = [];
  const started = performance.now();
  let rows = -1; // the header line
  try {
    const response = await fetch(`${address}/api/admin/applications/export.csv`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) {
      const bytes = chunk as Uint8Array;
      // indexOf, not a byte loop: the counting client must not be the bottleneck it measures.
      for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) {
        rows++;
        if (rows === RSS_CHECKPOINTS[checkpoints.length])
          checkpoints.push(`${(rows / 1000).toFixed(0)}k rows ${memory()}`);
      }
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(rows / seconds);
  return {
    name: 'CSV export of every application',
    value: rate,
    unit: 'rows/s',
    budget: EXPORT_BUDGET_ROWS_S,
    ok: rate >= EXPORT_BUDGET_ROWS_S,
    detail:
      `${rows.toLocaleString('en-GB')} rows in ${seconds.toFixed(1)} s; at start ` +
      `${startMemory}; ${checkpoints.join(', ') || 'no checkpoint reached'}; RSS ` +
      `peak ${mb(peak)} (server and client in one process)`,
  };
}

export const formatAdminBench = (results: BenchResult[]): string =>
  results
    .map(
      (r) =>
        `${r.ok ? 'PASS' : 'FAIL'} ${r.name}: ${r.value.toLocaleString('en-GB')} ` +
        `${r.unit} (budget ${r.budget.toLocaleString('en-GB')}; ${r.detail})`,
    )
    .join('\n');

if (import.meta.main) {
  const results = await benchAdmin(process.env.DATABASE_URL ?? DEFAULT_BENCH_URL);
  console.log(formatAdminBench(results));
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}
