// `npm run bench`: starts the built product as a new user would (PGlite, throwaway DATA_DIR) and
// prints, in one run: the page-weight table of every public page; the first-load JavaScript of
// /apply beside a bare React app built by the same Vite; `/` beside nginx gzip_static
// on the same file per Accept-Encoding (wrk -t1 -c50, ratio reported, no target); `/` from 400
// connections while a probe saves step 1 (beside the probe alone);
// step saves on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL beside a bare Fastify + `pg`
// upsert anchor; Lighthouse for key pages and the application screens; the ping-tree timing; a
// lender's monthly statement of 10,000 leads beside bare SQL over the same rows.
// Build first (`npm run build`).
// Flags: --no-lighthouse, --no-ping-tree, --no-statement, --no-wrk; BENCH_SECONDS (default 8) per wrk run.
// Exit code 1 when a budget or target is missed.
import { formatFirstLoad, measureFirstLoad } from './first-load.ts';
import { formatPageWeights, measurePages } from './pages.ts';
import { APP_PAGES, belowTarget, COOP_NOTE, formatLighthouse, KEY_PAGES, runLighthouse } from './lighthouse.ts';
import { freePort, startProduct } from './product-server.ts';
import { benchNodeCeiling, benchStatic, formatNodeCeiling, formatStatic } from './static.ts';
import { benchOverload, formatOverload, OVERLOAD_CONNECTIONS, probeSessions } from './overload.ts';
import { benchBareAnchor, benchSaves, makeSessions } from './step-save.ts';
import { ensureTools, type WrkResult } from './wrk.ts';

const flag = (name: string) => process.argv.includes(name);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const pgUrl = process.env.BENCH_DATABASE_URL ?? '';
const line = (label: string, r: WrkResult) =>
  `${label.padEnd(44)}${Math.round(r.rps).toLocaleString('en-GB').padStart(8)} req/s   ` +
  `p99 ${r.p99Ms.toFixed(1).padStart(6)} ms   errors ${r.non2xx + r.errors}`;

let failed = false;
const product = await startProduct();
/**
 * A first boot with a new PUBLIC_URL (the bench's port) writes the pages' compressed copies in the
 * background (decision 040): measured once they are there, as a deployed instance serves.
 */
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
try {
  await untilPagesCompressed(product.baseUrl);
  // Made first: the probe's sessions must not wait behind the step-save bench's in the per-IP limit.
  const probeCookies = await probeSessions(product.baseUrl);
  const weights = await measurePages(product.baseUrl);
  console.log('\nPage weight of a first visit\n');
  console.log(formatPageWeights(weights));
  if (weights.some((w) => !w.jsOk || !w.totalOk)) failed = true;

  console.log('\nFirst-load JavaScript of /apply (KB gzip, files one by one, lazy chunks not counted)\n');
  const firstLoad = await measureFirstLoad();
  console.log(formatFirstLoad(firstLoad));

  const tools = flag('--no-wrk') ? { ok: false as const, reason: '--no-wrk' } : ensureTools();
  if (!tools.ok) {
    console.log(`\nThroughput and anchors skipped: ${tools.reason}`);
  } else {
    console.log(
      `\nStatic page throughput, wrk -t1 -c50 -d${seconds}s, same run (nginx: 1 worker, gzip_static, same bytes)\n`,
    );
    const rows = await benchStatic(product.baseUrl, await freePort(), seconds);
    console.log(formatStatic(rows));
    console.log(formatNodeCeiling(await benchNodeCeiling(product.baseUrl, seconds)));

    console.log(`\nOverload: / from ${OVERLOAD_CONNECTIONS} connections while a probe saves step 1, ${seconds}s\n`);
    const overload = await benchOverload(product.baseUrl, probeCookies, seconds);
    console.log(formatOverload(overload));
    if (!overload.ok) failed = true;

    console.log(`\nStep saves: POST /api/application/step1 from 50 existing sessions, wrk -t1 -c50 -d${seconds}s\n`);
    const pgliteSaves = benchSaves(product.baseUrl, await makeSessions(product.baseUrl), seconds);
    console.log(line('product on PGlite (embedded)', pgliteSaves));
    if (!pgUrl) {
      console.log(
        'PostgreSQL figures skipped: set BENCH_DATABASE_URL=postgres://… (a database the bench may write to)',
      );
    } else {
      const onPg = await startProduct(pgUrl);
      try {
        const cookies = await makeSessions(onPg.baseUrl);
        const productSaves = benchSaves(onPg.baseUrl, cookies, seconds);
        const bare = await benchBareAnchor(pgUrl, await freePort(), cookies, seconds);
        console.log(line('product on PostgreSQL', productSaves));
        console.log(line('anchor: bare Fastify + one pg upsert', bare));
        console.log(`ratio product / anchor: ${(productSaves.rps / bare.rps).toFixed(2)} (target >= 0.5)`);
      } finally {
        await onPg.stop();
      }
    }
  }

  if (!flag('--no-lighthouse')) {
    console.log('\nLighthouse (mobile profile, simulated throttling)\n');
    const rows = await runLighthouse(product.baseUrl, [...KEY_PAGES, ...APP_PAGES]);
    console.log(formatLighthouse(rows));
    console.log(COOP_NOTE);
    if (rows.some(belowTarget)) failed = true;
  }

  if (!flag('--no-ping-tree')) {
    const { benchPingTree } = await import('./ping-tree.ts');
    const result = await benchPingTree();
    console.log(
      `\n${result.name}: ${result.value} ${result.unit} (budget ${result.budget}) ` +
        `${result.ok ? 'ok' : 'OVER'}  ${result.detail}`,
    );
    if (!result.ok) failed = true;
  }

  if (!flag('--no-statement')) {
    const { benchStatement } = await import('./statement.ts');
    const result = await benchStatement();
    console.log(
      `\n${result.name}: ${result.value} ${result.unit} (budget ${result.budget}) ` +
        `${result.ok ? 'ok' : 'OVER'}  ${result.detail}`,
    );
    if (!result.ok) failed = true;
  }
} finally {
  await product.stop();
}
process.exit(failed ? 1 : 0);
