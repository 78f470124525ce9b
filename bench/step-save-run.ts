// Step saves (issue 25): POST /api/application/step1 from 50 sessions at a fixed offered rate,
// BENCH_RATE req/s (default 500) for BENCH_RATE_SECONDS (default 10), autocannon's overallRate (open
// loop, latencies corrected for coordinated omission): on PGlite, and on PostgreSQL beside the bare
// Fastify + `pg` upsert anchor (bench/bare-upsert-server.ts) at the same offered rate, with the p99
// target (<= 50 ms, 0 errors, on PostgreSQL) and the ratio to the anchor. When wrk is there, wrk
// -t1 -c50 closed-loop throughput beside the anchor's too (BENCH_SECONDS, default 8). Product and
// anchor each get the same warm-up first, BENCH_WARMUP_SECONDS (default 5) at the offered rate, not
// counted: a just-started Node server compiles its hot paths during the first seconds (measured on
// PostgreSQL: p99 747, 224 then 95 ms in three back-to-back 10 s runs of one server).
// Part of `npm run bench`; alone: `npx node bench/step-save-run.ts` (BENCH_DATABASE_URL for
// PostgreSQL, a fresh database: the stored key check refuses one sealed by another run). Build first.
import { freePort, startProduct } from './product-server.ts';
import { benchBareAnchor, benchSaves, benchSavesAtRate, makeSessions, startBareAnchor } from './step-save.ts';
import { ensureTools, type WrkResult } from './wrk.ts';

export const SAVE_TARGET = { p99Ms: 50, errors: 0 } as const;
export const RATE = Number(process.env.BENCH_RATE ?? 500);
export const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
type AtRate = Awaited<ReturnType<typeof benchSavesAtRate>>;

/** The saves at the offered rate, measured after an uncounted warm-up at the same rate. */
async function warmedAtRate(url: string, cookies: string[]): Promise<AtRate> {
  if (WARMUP_SECONDS > 0) await benchSavesAtRate(url, cookies, { rate: RATE, seconds: WARMUP_SECONDS });
  return benchSavesAtRate(url, cookies, { rate: RATE, seconds: RATE_SECONDS });
}

const line = (label: string, r: WrkResult) =>
  `${label.padEnd(44)}${Math.round(r.rps).toLocaleString('en-GB').padStart(7)} req/s   ` +
  `p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   errors ${r.non2xx + r.errors}`;
const rateLine = (label: string, r: AtRate) =>
  `${label.padEnd(44)}${r.sent.toLocaleString('en-GB').padStart(7)} sent    ` +
  `p50 ${r.p50Ms.toFixed(1).padStart(6)} ms   ` +
  `p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   errors ${r.non2xx + r.errors}`;

export const stepSaveHeading = (wrkSeconds: number | null) =>
  `Step saves: POST /api/application/step1 from 50 sessions; ${RATE} req/s offered for ${RATE_SECONDS} s ` +
  `(autocannon overallRate, 50 connections) after ${WARMUP_SECONDS} s of warm-up at that rate, uncounted` +
  (wrkSeconds === null ? '' : `, then closed-loop throughput (wrk -t1 -c50 -d${wrkSeconds}s)`);

/** The product at `baseUrl` (on PGlite): its saves at the offered rate, then wrk when `wrkSeconds` is set. */
export async function savesOnPglite(baseUrl: string, wrkSeconds: number | null): Promise<string[]> {
  const cookies = await makeSessions(baseUrl);
  const atRate = await warmedAtRate(baseUrl, cookies);
  const lines = [rateLine(`product on PGlite at ${RATE} req/s`, atRate)];
  if (wrkSeconds !== null) lines.push(line('product on PGlite, wrk', benchSaves(baseUrl, cookies, wrkSeconds)));
  return lines;
}

/** The product at `baseUrl` on PostgreSQL `pgUrl` beside the bare anchor on the same database. */
export async function savesOnPostgres(
  baseUrl: string,
  pgUrl: string,
  wrkSeconds: number | null,
): Promise<{ lines: string[]; ok: boolean }> {
  const cookies = await makeSessions(baseUrl);
  const product = await warmedAtRate(baseUrl, cookies);
  const port = await freePort();
  const anchor = await startBareAnchor(pgUrl, port);
  let bare: AtRate;
  try {
    bare = await warmedAtRate(`http://127.0.0.1:${port}`, cookies);
  } finally {
    await anchor.stop();
  }
  const ok = product.p99Ms <= SAVE_TARGET.p99Ms && product.non2xx + product.errors === SAVE_TARGET.errors;
  const lines = [
    rateLine(`product on PostgreSQL at ${RATE} req/s`, product),
    rateLine(`anchor: bare Fastify + one pg upsert, ${RATE} req/s`, bare),
    `p99 ratio product / anchor: ${(product.p99Ms / bare.p99Ms).toFixed(2)}; target p99 <= ${SAVE_TARGET.p99Ms} ms ` +
      `with ${SAVE_TARGET.errors} errors: ${ok ? 'met' : 'NOT MET'}`,
  ];
  if (wrkSeconds !== null) {
    const closed = benchSaves(baseUrl, cookies, wrkSeconds);
    const bareClosed = await benchBareAnchor(pgUrl, await freePort(), cookies, wrkSeconds);
    lines.push(
      line('product on PostgreSQL, wrk', closed),
      line('anchor: bare Fastify + one pg upsert, wrk', bareClosed),
    );
    lines.push(`throughput ratio product / anchor: ${(closed.rps / bareClosed.rps).toFixed(2)} (no target)`);
  }
  return { lines, ok };
}

if (import.meta.main) {
  const wrkSeconds = ensureTools().ok ? Number(process.env.BENCH_SECONDS ?? 8) : null;
  const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
  console.log(`${stepSaveHeading(wrkSeconds)}\n`);
  const onPglite = await startProduct();
  try {
    console.log((await savesOnPglite(onPglite.baseUrl, wrkSeconds)).join('\n'));
  } finally {
    await onPglite.stop();
  }
  if (!pgUrl) console.log('PostgreSQL figures skipped: set BENCH_DATABASE_URL=postgres://… (a fresh database)');
  else {
    const onPg = await startProduct(pgUrl);
    try {
      const result = await savesOnPostgres(onPg.baseUrl, pgUrl, wrkSeconds);
      console.log(result.lines.join('\n'));
      if (!result.ok) process.exitCode = 1;
    } finally {
      await onPg.stop();
    }
  }
}
