// The database of the in-process benches (ping tree, lender statement): PostgreSQL when
// DATABASE_URL is set, else an embedded PGlite, loaded from the migrated test image when it is
// built (migrations are run only when it is not).
import { existsSync, readFileSync } from 'node:fs';
import { openDatabase, type DbHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { MIGRATED_IMAGE } from '#tests/support/paths.ts';

/** One bench's figure beside its budget, as `npm run bench` prints it. */
export type BenchResult = { name: string; value: number; unit: string; budget: number; ok: boolean; detail: string };

/** A migrated database for one bench; the caller closes it. */
export async function openBenchDatabase(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const image = !url && existsSync(MIGRATED_IMAGE);
  const handle = url
    ? await openDatabase({ driver: 'pg', url })
    : await openDatabase({
        driver: 'pglite',
        ...(image ? { loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) } : {}),
      });
  if (!image) await runMigrations(handle);
  return handle;
}

/** Runs a bench when its file is the entry point, printing PASS/FAIL (exit code 1 on FAIL). */
export async function runAlone(bench: () => Promise<BenchResult>): Promise<void> {
  const result = await bench();
  console.log(`${result.ok ? 'PASS' : 'FAIL'} ${result.name}: ${result.value} ${result.unit} (${result.detail})`);
  process.exitCode = result.ok ? 0 : 1;
}
