import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { keepNewFilesPrivate, makePrivate } from '#server/lib/private-files.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * PGlite is one process's database: a second process opening the same directory while the
 * server runs would corrupt it. PGlite leaves postmaster.pid while open (and after a crash).
 */
function assertNotInUse(dataDir: string, force: boolean) {
  if (!force && existsSync(path.join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dataDir} is open (or was not closed cleanly). Stop the server first; ` +
        'after a crash, with the server stopped, add --force.',
    );
  }
}

/**
 * A consistent dump of the embedded database: PGlite opens the directory (recovering its WAL as
 * PostgreSQL would after a crash) and writes its whole data directory as one gzipped tarball,
 * instead of copying files that may be half-written. Written aside, then renamed into place.
 */
export async function backupEmbedded(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<{ bytes: number }> {
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION')))
    throw new BackupError(`No embedded database in ${options.dataDir}`);
  assertNotInUse(options.dataDir, options.force ?? false);
  keepNewFilesPrivate();
  const db = await PGlite.create({ dataDir: options.dataDir });
  makePrivate(options.dataDir);
  try {
    await db.query('checkpoint');
    const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
    const partial = `${options.file}.partial`;
    writeFileSync(partial, dump, { mode: 0o600 });
    renameSync(partial, options.file);
    return { bytes: dump.length };
  } finally {
    await db.close();
  }
}

/**
 * Replaces the embedded database with a backup. The current directory is kept beside it
 * (`<dir>.before-restore-<time>`) until the operator removes it; the restored one is opened and
 * queried once before the command reports success.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
  now: Date;
  force?: boolean;
}): Promise<{ keptAt: string | null }> {
  if (!existsSync(options.file)) throw new BackupError(`No backup file at ${options.file}`);
  assertNotInUse(options.dataDir, options.force ?? false);
  const image = new Blob([readFileSync(options.file)]);
  const staging = `${options.dataDir}.restoring`;
  if (existsSync(staging))
    throw new BackupError(`${staging} exists: a restore was interrupted; remove it and try again`);
  keepNewFilesPrivate();
  const restored = await PGlite.create({ dataDir: staging, loadDataDir: image });
  try {
    await restored.query('select 1');
  } finally {
    await restored.close();
  }
  makePrivate(staging);
  let keptAt: string | null = null;
  if (existsSync(options.dataDir)) {
    keptAt = `${options.dataDir}.before-restore-${options.now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(options.dataDir, keptAt);
  }
  renameSync(staging, options.dataDir);
  return { keptAt };
}
