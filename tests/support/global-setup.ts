import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { MIGRATED_IMAGE, ROOT } from './paths.ts';

/**
 * Runs once per test run: migrates one embedded database and saves its image (each test worker
 * loads it in ~1 s instead of migrating a new one), and migrates the PostgreSQL test database.
 */
export default async function setup() {
  if (!existsSync(path.resolve(ROOT, process.env.BUILD_DIR ?? 'build', 'server/index.js'))) {
    throw new Error('Tests serve the built site: run `npm run build` first (npm test does it for you).');
  }
  mkdirSync(path.dirname(MIGRATED_IMAGE), { recursive: true });
  const handle = await openDatabase({ driver: 'pglite' });
  await runMigrations(handle);
  const image = await handle.pglite!.dumpDataDir('gzip');
  // Written aside and renamed: a parallel run never reads a half-written image.
  const partial = `${MIGRATED_IMAGE}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, MIGRATED_IMAGE);
  await handle.close();

  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const pg = await openDatabase({ driver: 'pg', url: pgUrl, maxConnections: 2 });
    await runMigrations(pg);
    await pg.close();
  }
}
