import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATED_IMAGE, ROOT } from '#tests/support/paths.ts';
import { openDatabase } from './client.ts';

const run = promisify(execFile);
const work = mkdtempSync(path.join(os.tmpdir(), 'broker-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const dataDir = path.join(work, 'pglite');
const backupFile = path.join(work, 'backups', 'nightly.tar.gz');

/** The npm scripts themselves, on this test's own DATA_DIR. */
const cli = (...args: string[]) =>
  run(process.execPath, ['src/server/cli/db-backup.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: work, DATABASE_URL: '', NODE_ENV: 'test' },
  });

async function withDb<T>(use: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ driver: 'pglite', dataDir });
  try {
    return await use(async (sql) => (await handle.pglite!.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await handle.close();
  }
}

const messages = () => withDb((q) => q('select name, message from contact_messages order by name'));

// The embedded database only: on PostgreSQL, backups are pg_dump / point-in-time recovery (docs/operations.md).
describe.skipIf(process.env.TEST_DB_DRIVER === 'pg')('npm run db:backup / db:restore (embedded database)', () => {
  it('backs up, and a restore after changes brings the data back as it was', async () => {
    const seed = await openDatabase({
      driver: 'pglite',
      dataDir,
      loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]),
    });
    await seed.pglite!.exec(
      `insert into contact_messages (name, email, message) values ('Ada', 'ada@example.com', 'Before the backup')`,
    );
    await seed.close();

    const backedUp = await cli('backup', backupFile);
    expect(backedUp.stdout).toContain('Backed up');

    await withDb(async (q) => {
      await q(`update contact_messages set message = 'Changed after the backup' where name = 'Ada'`);
      await q(
        'insert into contact_messages (name, email, message) ' +
          "values ('Bob', 'bob@example.com', 'Added after the backup')",
      );
    });
    expect(await messages()).toHaveLength(2);

    const restored = await cli('restore', backupFile);
    expect(restored.stdout).toContain('previous database is kept at');
    expect(await messages()).toEqual([{ name: 'Ada', message: 'Before the backup' }]);
  }, 120_000); // several database opens and two child processes: slow work, not a wait

  it('refuses while the database is open, and changes nothing', async () => {
    const open = await openDatabase({ driver: 'pglite', dataDir });
    try {
      await expect(cli('backup', path.join(work, 'other.tar.gz'))).rejects.toMatchObject({
        stderr: expect.stringContaining('Stop the server first'),
      });
      await expect(cli('restore', backupFile)).rejects.toMatchObject({
        stderr: expect.stringContaining('Stop the server first'),
      });
    } finally {
      await open.close();
    }
    expect(await messages()).toEqual([{ name: 'Ada', message: 'Before the backup' }]);
  }, 120_000);
});
