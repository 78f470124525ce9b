// Statement benchmark (issue 28): a lender with 10,000 leads in a month (and 1,000 of them credited)
// gets its statement in under a second, through the API (signature, query, response schema,
// JSON) and as CSV; beside an anchor: a bare SQL sum over the same ledger rows. Run alone with
// `node bench/statement.ts` (DATABASE_URL for PostgreSQL, else an embedded database).
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { ledgerEntries } from '../src/server/db/schema/index.ts';
import { loadEnv } from '../src/server/env.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { statementOf } from '../src/server/modules/lenders/ledger/statement.ts';
import { signatureV2Of } from '../src/server/modules/lenders/inbound/signature-versions.ts';
import { openBenchDatabase, runAlone, type BenchResult } from './bench-db.ts';

const LEADS = 10_000;
const CREDITED = 1_000;
const RUNS = 7;
const BUDGET_MS = 1_000;

export async function benchStatement(): Promise<BenchResult> {
  const handle = await openBenchDatabase();
  const lenderId = `bench-stmt-${Math.random().toString(36).slice(2, 8)}`;
  const secret = `bench-statement-secret-${lenderId}`;
  const month = '2030-06';
  const panel = path.join(os.tmpdir(), `${lenderId}.json`);
  writeFileSync(
    panel,
    JSON.stringify({
      jobQueue: `lead-delivery-${lenderId}`,
      lenders: [{ id: lenderId, name: 'Bench lender', endpoint: 'http://127.0.0.1:9/x', secret, tier: 1, price: 10 }],
    }),
  );
  // Seeded directly: 10,000 sales over the month, 1,000 of them credited.
  const start = Date.parse(`${month}-01T00:00:00Z`);
  const sales = Array.from({ length: LEADS }, (_, i) => ({
    lenderId,
    reference: i.toString(16).padStart(40, '0'),
    applicationId: randomUUID(),
    kind: 'sale' as const,
    amountPence: 1_000 + (i % 5_000),
    saleMonth: month,
    occurredAt: new Date(start + i * 60_000),
  }));
  for (let i = 0; i < sales.length; i += 1_000) await handle.db.insert(ledgerEntries).values(sales.slice(i, i + 1_000));
  await handle.db
    .insert(ledgerEntries)
    .values(
      sales
        .slice(0, CREDITED)
        .map((s) => ({ ...s, kind: 'credit' as const, amountPence: -s.amountPence, returnId: randomUUID() })),
    );
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'broker-bench'),
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
    DATA_KEY: '0'.repeat(63) + '1',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    LOAD_SHEDDING: 'off',
    LENDER_PANEL: panel,
  });
  const app = await buildApp({ env, db: handle, siteRoot: null, backgroundJobs: false, clock: systemClock });
  await app.ready();
  // A signed call is good once (decision 119): runs within one millisecond are signed a millisecond apart.
  let sequence = 0;
  const get = async (accept: string) => {
    const timestamp = String(Date.now() - (sequence++ % 60_000));
    const url = `/api/lenders/v1/statements/${month}`;
    const target = { method: 'GET', path: url, idempotencyKey: '' };
    const response = await app.inject({
      method: 'GET',
      url,
      headers: {
        'x-lender-id': lenderId,
        'x-timestamp': timestamp,
        'x-signature': signatureV2Of(secret, timestamp, target, Buffer.alloc(0)),
        accept,
      },
    });
    if (response.statusCode !== 200) throw new Error(`statement answered ${response.statusCode}`);
    return response;
  };
  const time = async (fn: () => Promise<unknown>) => {
    const timings: number[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      await fn();
      if (run > 0) timings.push(performance.now() - started); // the first run warms up
    }
    return timings.sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
  };
  try {
    const check = (await get('application/json')).json() as { totals: { leads: number; net: number } };
    if (check.totals.leads !== LEADS) throw new Error(`statement has ${check.totals.leads} leads`);
    const json = await time(() => get('application/json'));
    const csv = await time(() => get('text/csv'));
    const query = await time(() => statementOf(handle.db, lenderId, month));
    const range = sql`from ledger_entries where lender_id = ${lenderId} and sale_month = ${month}`;
    const rows = await time(() => handle.db.execute(sql`select reference, occurred_at, amount_pence, kind ${range}`));
    const anchor = await time(() => handle.db.execute(sql`select count(*), sum(amount_pence) ${range}`));
    const worst = Math.max(json, csv);
    return {
      name:
        `statement of a lender with ${LEADS.toLocaleString('en-GB')} leads in a month ` +
        `(median of ${RUNS}, ${handle.driver})`,
      value: Math.round(worst),
      unit: 'ms',
      budget: BUDGET_MS,
      ok: worst < BUDGET_MS,
      detail:
        `JSON ${json.toFixed(0)} ms, CSV ${csv.toFixed(0)} ms (of which the ledger query ${query.toFixed(0)} ms); ` +
        `anchors: bare SQL select of the same rows ${rows.toFixed(0)} ms, their sum ${anchor.toFixed(1)} ms`,
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

if (import.meta.main) await runAlone(benchStatement);
