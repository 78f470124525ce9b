// `npm run bench`: starts the built product as a new user would (PGlite, throwaway DATA_DIR) and
// prints the figures, each beside its anchor from the same run (see docs/operations.md, "Benchmarks"):
// page weights; first-load JavaScript of /apply beside a bare React app; the application steps
// painted with scripts off; `/apply` on a slowed phone (paint without and with script, hydration);
// `/` beside nginx; `/` from 400 connections while two probes save step 1 (API and form); step 1
// posted as the browser posts it (POST /apply, form-encoded) at 300 req/s offered beside a bare
// Fastify + `pg` upsert (issue 40); Lighthouse medians of 5; Cross-Origin-Opener-Policy's cost, in
// Lighthouse and for a visitor's Chromium; the ping tree; the quality check beside the ping; a
// 10,000-lead statement; kill -9 of a job runner. With BENCH_DATABASE_URL (a fresh database), the
// overload and step saves run on PostgreSQL too. Build first (`npm run build`).
// Parts: weights, first-load, paint, hydration, wrk, saves, lighthouse, coop, admin (with
// BENCH_ADMIN_DATABASE_URL, a database seeded by bench/admin-seed.ts), ping-tree, quality, statement,
// crash; `--no-PART` skips one, `--only=PART,PART` runs those alone. BENCH_SECONDS (default 8) per
// wrk run.
// Exit code 1 when a budget or target is missed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchCoop, formatCoop } from './coop.ts';
import { formatFirstLoad, measureFirstLoad } from './first-load.ts';
import { APP_PAGES, belowTarget, formatLighthouse, KEY_PAGES, pagesAt, runLighthouse } from './lighthouse.ts';
import { benchOverload, formatOverload, OVERLOAD_CONNECTIONS, probeSessions } from './overload.ts';
import { formatPageWeights, measurePages } from './pages.ts';
import { benchHydration, formatHydration } from './hydration.ts';
import { benchPaint, formatPaint } from './paint-before-script.ts';
import { freePort, startProduct, type ProductServer } from './product-server.ts';
import { benchNodeCeiling, benchStatic, formatNodeCeiling, formatStatic } from './static.ts';
import { savesOnPglite, savesOnPostgres, stepSaveHeading } from './step-save-run.ts';
import { ensureTools } from './wrk.ts';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const runs = (part: string) => (only ? only.includes(part) : !process.argv.includes(`--no-${part}`));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
let failed = false;
const heading = (text: string) => console.log(`\n${text}\n`);

/** First boot with a new PUBLIC_URL writes the pages' compressed copies in the background (decision 040). */
async function untilPagesCompressed(baseUrl: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') === 'br') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('(the pages were still not compressed after 180 s: figures below include uncompressed pages)');
}

async function overloadOn(label: string, product: ProductServer, probeCookies: string[]) {
  heading(
    `Overload on ${label}: / from ${OVERLOAD_CONNECTIONS} connections while two probes save step 1 ` +
      `(the API, a form), ${seconds}s`,
  );
  const overload = await benchOverload(product.baseUrl, probeCookies, seconds);
  console.log(formatOverload(overload));
  if (!overload.ok) failed = true;
}

async function onPglite(product: ProductServer) {
  await untilPagesCompressed(product.baseUrl);
  // Made first: the probe's sessions must not wait behind the step-save bench's in the per-IP limit.
  const probeCookies = await probeSessions(product.baseUrl);
  if (runs('weights')) {
    heading('Page weight of a first visit');
    const weights = await measurePages(product.baseUrl);
    console.log(formatPageWeights(weights));
    if (weights.some((w) => !w.jsOk || !w.totalOk)) failed = true;
  }
  if (runs('first-load')) {
    heading('First-load JavaScript of /apply (KB gzip, files one by one, lazy chunks not counted; no target)');
    console.log(formatFirstLoad(await measureFirstLoad()));
  }
  if (runs('paint')) {
    heading('The server-rendered step painted before any script runs (Chromium, JavaScript off, then on)');
    const rows = await benchPaint(product.baseUrl);
    console.log(formatPaint(rows));
    if (rows.some((r) => !r.ok)) failed = true;
  }
  if (runs('hydration')) {
    heading(
      "/apply on a visitor's phone (Chromium, CPU 4x slower): first paint without and with script, form hydrated",
    );
    console.log(formatHydration(await benchHydration(product.baseUrl)));
  }
  const tools = runs('wrk') ? ensureTools() : { ok: false as const, reason: 'not asked for' };
  if (!tools.ok) console.log(`\nThroughput of content pages and overload skipped: ${tools.reason}`);
  else {
    heading(`Content page throughput, wrk -t1 -c50 -d${seconds}s, same run (nginx: 1 worker, gzip_static, same bytes)`);
    console.log(formatStatic(await benchStatic(product.baseUrl, await freePort(), seconds)));
    console.log(formatNodeCeiling(await benchNodeCeiling(product.baseUrl, seconds)));
    await overloadOn('PGlite', product, probeCookies);
  }
  const wrkSeconds = tools.ok ? seconds : null;
  if (runs('saves')) {
    heading(stepSaveHeading());
    console.log((await savesOnPglite(product.baseUrl)).join('\n'));
  }
  if (runs('lighthouse')) {
    heading('Lighthouse (mobile profile, simulated throttling)');
    const [applicant] = await probeSessions(product.baseUrl, 1);
    console.log('/apply/personal audited with step 1 saved in its session, as an applicant reaches it');
    const rows = await runLighthouse(pagesAt(product.baseUrl, [...KEY_PAGES, ...APP_PAGES], applicant));
    console.log(formatLighthouse(rows));
    if (rows.some(belowTarget)) failed = true;
  }
  if (runs('coop')) {
    heading('Cross-Origin-Opener-Policy: same-origin on / , with and without, through two identical proxies');
    console.log(formatCoop(await benchCoop(product.baseUrl)));
  }
  return tools.ok ? wrkSeconds : null;
}

async function onPostgres(wrkSeconds: number | null) {
  if (!pgUrl) {
    console.log('\nPostgreSQL figures skipped: set BENCH_DATABASE_URL=postgres://… (a fresh database)');
    return;
  }
  const product = await startProduct(pgUrl);
  try {
    const probeCookies = await probeSessions(product.baseUrl);
    if (wrkSeconds !== null) await overloadOn('PostgreSQL', product, probeCookies);
    if (runs('saves')) {
      heading(`${stepSaveHeading()}, on PostgreSQL`);
      const saves = await savesOnPostgres(product.baseUrl, pgUrl);
      console.log(saves.lines.join('\n'));
      if (!saves.ok) failed = true;
    }
  } finally {
    await product.stop();
  }
}

async function inProcess(part: 'ping-tree' | 'quality' | 'statement') {
  const { bench } =
    part === 'ping-tree'
      ? { bench: (await import('./ping-tree.ts')).benchPingTree }
      : part === 'quality'
        ? { bench: (await import('./quality.ts')).benchQuality }
        : { bench: (await import('./statement.ts')).benchStatement };
  const r = await bench();
  console.log(`\n${r.name}: ${r.value} ${r.unit} (budget ${r.budget}) ${r.ok ? 'ok' : 'OVER'}  ${r.detail}`);
  if (!r.ok) failed = true;
}

const product = await startProduct();
const wrkSeconds = await onPglite(product).finally(() => product.stop());
if (runs('wrk') || runs('saves')) await onPostgres(runs('wrk') ? wrkSeconds : null);
if (runs('admin')) {
  // The back office on a seeded PostgreSQL (bench/admin-seed.ts: 1M applications): list, stats,
  // funnel, scorecard and Consumer Duty outcomes (beside a bare count(*) of the same applications).
  const adminUrl = process.env.BENCH_ADMIN_DATABASE_URL ?? '';
  if (!adminUrl)
    console.log('\nBack-office figures skipped: set BENCH_ADMIN_DATABASE_URL (seeded by bench/admin-seed.ts)');
  else {
    const { benchAdmin, formatAdminBench } = await import('./admin.ts');
    heading('Back office on PostgreSQL, 1M applications (median of 5 after a warm-up)');
    const results = await benchAdmin(adminUrl);
    console.log(formatAdminBench(results));
    if (results.some((r) => !r.ok)) failed = true;
  }
}
if (runs('ping-tree')) await inProcess('ping-tree');
if (runs('quality')) await inProcess('quality');
if (runs('statement')) await inProcess('statement');
if (runs('crash')) {
  // Its own process (bench/crash.ts, also `npm run bench:crash`): it kills job runners it spawns.
  heading('kill -9 of a job runner mid-job (decision 097)');
  const crash = spawnSync(process.execPath, [path.join(import.meta.dirname, 'crash.ts')], { stdio: 'inherit' });
  if (crash.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
