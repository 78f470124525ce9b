import { createHash } from 'node:crypto';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { DbHandle } from '#server/db/client.ts';
import { ConnectOutageClient } from '#server/db/connect-outage.ts';
import type { JobState } from './job-runner.ts';

/** A job's id derived from its key: sending the same key twice hits the primary key, not a new job. */
export function jobIdFor(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID, which pg-boss's uuid id column accepts.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const STATES: Record<string, JobState> = {
  created: 'queued',
  retry: 'queued',
  active: 'active',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'failed',
};

type BossOptions = Omit<ConstructorOptions, 'db' | 'connectionString' | 'backend'>;

/** pg-boss on the app's database: its own small pool on PostgreSQL, the app's one PGlite connection embedded. */
export function createBoss(handle: DbHandle, options: BossOptions, max = 3): PgBoss {
  // pg-boss hands its whole config to pg.Pool, whose connects then fail as an outage (issue 41.1);
  // `Client` is pg-pool's option, absent from pg-boss's own type.
  const pool = { Client: ConnectOutageClient } as Partial<ConstructorOptions>;
  return handle.driver === 'pg'
    ? new PgBoss({ ...options, ...pool, connectionString: handle.url!, max })
    : new PgBoss({ ...options, db: fromPglite(handle.pglite!), backend: 'pglite' });
}

/**
 * Creates (or upgrades) pg-boss's tables now, as a migration step would. Optional: the runner
 * does it on first use; calling this where migrations run (e.g. the test image of global setup)
 * saves every later start the install.
 */
export async function installJobSchema(handle: DbHandle): Promise<void> {
  const boss = createBoss(handle, { schedule: false, supervise: false }, 1);
  await boss.start();
  await boss.stop({ graceful: false });
}
