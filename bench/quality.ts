// Quality score benchmark (issue 43.3, decision 140): the lead run's ping with and without the
// quality step (its one query among recent applications, the pure score, the stored result), in
// the same run against the same lenders, alternately. Target: a clean application gains < 50 ms at
// p95. Run alone with `node bench/quality.ts`.
import { randomUUID } from 'node:crypto';
import { loanApplications } from '../src/server/db/schema/index.ts';
import { systemClock } from '../src/server/lib/clock.ts';
import { runPingTree } from '../src/server/modules/lenders/panel/ping-tree.ts';
import { scoreApplication } from '../src/server/modules/lenders/panel/quality/quality-step.ts';
import { applicationValues, createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { openBenchDatabase, runAlone, type BenchResult } from './bench-db.ts';

const RUNS = 40;
/** Applications consented within the window, none sharing the measured applicant's identifiers. */
const BACKGROUND = 2_000;
const TARGET_MS = 50;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

export async function benchQuality(): Promise<BenchResult> {
  const handle = await openBenchDatabase();
  const suffix = Math.random().toString(36).slice(2, 8);
  const fakes = await startFakeLenders(
    Array.from({ length: 3 }, (_, i) => ({ id: `quality-${i}-${suffix}`, price: 10 + i, latencyMs: 20 })),
  );
  try {
    const config = fakes.config({ defaultTimeoutMs: 2_000 });
    for (let i = 0; i < BACKGROUND; i += 500) {
      const rows = Array.from({ length: Math.min(500, BACKGROUND - i) }, () =>
        applicationValues({ currentHouse: randomUUID().slice(0, 8), userIp: `10.${i % 250}.${i % 7}.0` }),
      );
      await handle.db.insert(loanApplications).values(rows);
    }
    const without: number[] = [];
    const withQuality: number[] = [];
    const step: number[] = [];
    const classes = new Set<string>();
    for (let run = 0; run <= RUNS * 2; run += 1) {
      // A clean applicant: an address and a device of its own.
      const app = await createApplication(handle.db, {
        currentHouse: randomUUID().slice(0, 8),
        userIp: `192.0.2.${run % 250}`,
        userAgent: `bench-${suffix}-${run}`,
      });
      const started = performance.now();
      let lead = app;
      if (run % 2 === 1) {
        const quality = await scoreApplication(handle.db, app, systemClock.now());
        step.push(performance.now() - started);
        classes.add(quality.class);
        lead = { ...app, quality };
      }
      const outcome = await runPingTree({ db: handle.db, config, clock: systemClock }, lead, 'primary');
      const elapsed = performance.now() - started;
      if (outcome.apiStatus !== 'sold') throw new Error(`bench run ended ${outcome.apiStatus}`);
      if (run < 2) continue; // the first pair warms up connections and JIT
      (run % 2 === 1 ? withQuality : without).push(elapsed);
    }
    if (classes.size !== 1 || !classes.has('good'))
      throw new Error(`clean applicants scored ${[...classes].join(', ')}`);
    const added = p95(step);
    const driver = handle.driver;
    const stepIs = `one query among ${BACKGROUND} recent applications, score, store`;
    return {
      name: `quality check: the lead run's ping with and without it (p95 of ${without.length} runs each, ${driver})`,
      value: Math.round(added),
      unit: 'ms',
      budget: TARGET_MS,
      ok: added < TARGET_MS,
      detail:
        `ping without the quality step p95 ${p95(without).toFixed(0)} ms, with it ${p95(withQuality).toFixed(0)} ms; ` +
        `the step itself (${stepIs}) p95 ${added.toFixed(1)} ms ` +
        `(target < ${TARGET_MS} ms)`,
    };
  } finally {
    await fakes.close();
    await handle.close();
  }
}

if (import.meta.main) await runAlone(benchQuality);
