// Step saves (issue 40): step 1 as the browser posts it (POST /apply, form-encoded, answered 303) from
// 50 sessions at a fixed offered rate, BENCH_RATE req/s (default 300) for BENCH_RATE_SECONDS (default 10),
// autocannon's overallRate (open loop, latencies corrected for coordinated omission): on PGlite, and on
// PostgreSQL beside the bare Fastify + `pg` upsert anchor (bench/bare-upsert-server.ts) taking the same
// posts at the same offered rate, three pairs interleaved (BENCH_SAVE_PAIRS), with the target (median
// p99 <= 150 ms, 0 errors, on PostgreSQL) and the ratio to the anchor (no target on the ratio). Product and
// anchor each get the same warm-up first, BENCH_WARMUP_SECONDS (default 5) at the offered rate, not
// counted: a just-started Node server compiles its hot paths during the first seconds.
// Part of `npm run bench`; alone: `npx node bench/step-save-run.ts` (BENCH_DATABASE_URL for
// PostgreSQL, a fresh database: the stored key check refuses one sealed by another run). Build first.
import { freePort, startProduct } from './product-server.ts';
import { benchSavesAtRate, makeSessions, startBareAnchor } from './step-save.ts';

export const SAVE_TARGET = { p99Ms: 150, errors: 0 } as const;
export const RATE = Number(process.env.BENCH_RATE ?? 300);
export const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
type AtRate = Awaited<ReturnType<typeof benchSavesAtRate>>;

/** The saves at the offered rate for RATE_SECONDS. */
const atRate = (url: string, cookies: string[]): Promise<AtRate> =>
  benchSavesAtRate(url, cookies, { rate: RATE, seconds: RATE_SECONDS });

/** The saves at the offered rate, measured after an uncounted warm-up at the same rate. */
async function warmedAtRate(url: string, cookies: string[]): Promise<AtRate> {
  if (WARMUP_SECONDS > 0) await benchSavesAtRate(url, cookies, { rate: RATE, seconds: WARMUP_SECONDS });
  return atRate(url, cookies);
}

const rateLine = (label: string, r: AtRate) =>
  `${label.padEnd(44)}${r.sent.toLocaleString('en-GB').padStart(7)} sent    ` +
  `p50 ${r.p50Ms.toFixed(1).padStart(6)} ms   ` +
  `p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   errors ${r.non2xx + r.errors}`;

export const stepSaveHeading = () =>
  `Step saves as the browser posts them: POST /apply form-encoded from 50 sessions; ${RATE} req/s offered ` +
  `for ${RATE_SECONDS} s ` +
  `(autocannon overallRate, 50 connections) after ${WARMUP_SECONDS} s of warm-up at that rate, uncounted`;

/** The product at `baseUrl` (on PGlite): its saves at the offered rate (no target: PGlite is for demos). */
export async function savesOnPglite(baseUrl: string): Promise<string[]> {
  const cookies = await makeSessions(baseUrl);
  const measured = await warmedAtRate(baseUrl, cookies);
  const lines = [rateLine(`product on PGlite at ${RATE} req/s`, measured)];
  return lines;
}

/** How many product/anchor pairs of measurements are interleaved on PostgreSQL (BENCH_SAVE_PAIRS). */
export const PAIRS = Math.max(1, Number(process.env.BENCH_SAVE_PAIRS ?? 3));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * The product at `baseUrl` on PostgreSQL `pgUrl` beside the bare anchor on the same database. Both
 * servers stay up and are measured in turn, PAIRS times (product, anchor, product, anchor…), so a
 * neighbour's burst on this shared machine lands on either: one 10 s run's p99 is its 50 slowest
 * requests, and on this 2-core machine it ranged 24-89 ms across runs of one build. Every run is
 * printed; the target is judged on the median p99 (errors: none in any run).
 */
export async function savesOnPostgres(baseUrl: string, pgUrl: string): Promise<{ lines: string[]; ok: boolean }> {
  const cookies = await makeSessions(baseUrl);
  const port = await freePort();
  const anchor = await startBareAnchor(pgUrl, port);
  const anchorUrl = `http://127.0.0.1:${port}`;
  const products: AtRate[] = [];
  const bares: AtRate[] = [];
  try {
    for (let i = 0; i < PAIRS; i++) {
      products.push(i === 0 ? await warmedAtRate(baseUrl, cookies) : await atRate(baseUrl, cookies));
      bares.push(i === 0 ? await warmedAtRate(anchorUrl, cookies) : await atRate(anchorUrl, cookies));
    }
  } finally {
    await anchor.stop();
  }
  const productP99 = median(products.map((r) => r.p99Ms));
  const bareP99 = median(bares.map((r) => r.p99Ms));
  const errors = products.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  const ok = productP99 <= SAVE_TARGET.p99Ms && errors === SAVE_TARGET.errors;
  const lines = products.flatMap((product, i) => [
    rateLine(`product on PostgreSQL at ${RATE} req/s, run ${i + 1}`, product),
    rateLine(`anchor: bare Fastify + one pg upsert, run ${i + 1}`, bares[i] as AtRate),
  ]);
  lines.push(
    `median p99 of ${PAIRS} interleaved runs: product ${productP99.toFixed(1)} ms, anchor ${bareP99.toFixed(1)} ms, ` +
      `ratio ${(productP99 / bareP99).toFixed(2)}; target median p99 <= ${SAVE_TARGET.p99Ms} ms with ` +
      `${SAVE_TARGET.errors} errors in every run: ${ok ? 'met' : 'NOT MET'}`,
  );
  return { lines, ok };
}

if (import.meta.main) {
  const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
  console.log(`${stepSaveHeading()}\n`);
  const onPglite = await startProduct();
  try {
    console.log((await savesOnPglite(onPglite.baseUrl)).join('\n'));
  } finally {
    await onPglite.stop();
  }
  if (!pgUrl) console.log('PostgreSQL figures skipped: set BENCH_DATABASE_URL=postgres://… (a fresh database)');
  else {
    const onPg = await startProduct(pgUrl);
    try {
      const result = await savesOnPostgres(onPg.baseUrl, pgUrl);
      console.log(result.lines.join('\n'));
      if (!result.ok) process.exitCode = 1;
    } finally {
      await onPg.stop();
    }
  }
}
