// npm run db:backup -- [FILE] [--force]      npm run db:restore -- FILE [--force]
// Backup and restore of the embedded database (DATA_DIR/pglite), with the server stopped. On
// PostgreSQL (DATABASE_URL set) use pg_dump / pg_restore or point-in-time recovery: see docs/operations.md.
import path from 'node:path';
import { BackupError, backupEmbedded, restoreEmbedded } from '../db/backup.ts';
import { dbOptionsFromEnv } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { systemClock } from '../lib/clock.ts';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const fileArg = rest.find((arg) => !arg.startsWith('--'));
  const env = loadEnv();
  const options = dbOptionsFromEnv(env);
  if (options.driver === 'pg') {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (or point-in-time recovery), ' +
        'as docs/operations.md describes.',
    );
    return 2;
  }
  const dataDir = path.resolve(options.dataDir!);
  const now = systemClock.now();
  if (command === 'backup') {
    const file = path.resolve(
      fileArg ?? path.join(env.DATA_DIR, 'backups', `pglite-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`),
    );
    const { bytes } = await backupEmbedded({ dataDir, file, force });
    console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes)`);
    return 0;
  }
  if (command === 'restore' && fileArg) {
    const { keptAt } = await restoreEmbedded({ dataDir, file: path.resolve(fileArg), now, force });
    console.log(`Restored ${dataDir} from ${fileArg}${keptAt ? `; the previous database is kept at ${keptAt}` : ''}`);
    return 0;
  }
  console.error('Usage: npm run db:backup -- [FILE] [--force] | npm run db:restore -- FILE [--force]');
  return 2;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
