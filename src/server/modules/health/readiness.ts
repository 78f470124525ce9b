import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { DbHandle } from '#server/db/client.ts';
import { migrationsFolder } from '#server/db/migrate.ts';
import { rowsOf } from '#server/db/rows.ts';
import type { JobRunner } from '#server/jobs/job-runner.ts';
import type { LifecycleState } from '#server/plugins/lifecycle.ts';

export type Check = 'ok' | 'failing';
export type Readiness = {
  ready: boolean;
  state: LifecycleState;
  checks: { database: Check; migrations: Check; jobs: Check };
};

/** A readiness probe must answer before the balancer's own timeout: a slow database counts as down. */
const DB_TIMEOUT_MS = 2_000;
const latestMigration = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function migrationsApplied(handle: DbHandle): Promise<boolean> {
  const rows = await rowsOf<{ latest: string | number | null }>(
    handle.db,
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.latest ?? 0) >= latestMigration;
}

/** Ready = serving (not starting, not draining), database answering, migrations applied, jobs running. */
export async function readiness(deps: {
  handle: DbHandle;
  jobs: JobRunner;
  state: LifecycleState;
}): Promise<Readiness> {
  const { handle, jobs, state } = deps;
  const [database, migrations] = await Promise.all([
    withTimeout(handle.ping(), DB_TIMEOUT_MS).then(
      () => 'ok' as const,
      () => 'failing' as const,
    ),
    withTimeout(migrationsApplied(handle), DB_TIMEOUT_MS).then(
      (ok) => (ok ? ('ok' as const) : ('failing' as const)),
      () => 'failing' as const,
    ),
  ]);
  // A runner that could not start yet (database down at boot) is tried again on each probe.
  if (!jobs.isStarted()) void jobs.start().catch(() => undefined);
  const checks = { database, migrations, jobs: jobs.isStarted() ? ('ok' as const) : ('failing' as const) };
  const ready = state === 'serving' && Object.values(checks).every((check) => check === 'ok');
  return { ready, state, checks };
}
