import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { installJobSchema } from '#server/jobs/pg-boss-runner.ts';
import type { DbHandle } from './client.ts';
import { ConnectOutageClient } from './connect-outage.ts';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

// Any constant works; it only has to be the same in every process migrating this database.
const MIGRATION_LOCK_KEY = 7_648_550;

/**
 * Applies the committed SQL migrations in drizzle/ and installs the job queue's own schema
 * (pg-boss manages `pgboss`); idempotent, run at every start and once for the test image.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  await applyMigrations(handle);
  await installJobSchema(handle);
}

async function applyMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several instances may start at once on one PostgreSQL: an advisory lock on a dedicated
  // connection serialises them, and the later ones find nothing left to apply.
  const client = new ConnectOutageClient({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
