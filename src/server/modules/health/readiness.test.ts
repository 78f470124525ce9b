import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { MIGRATED_IMAGE } from '#tests/support/paths.ts';
import { createTestApp, testEnv } from '#tests/support/test-app.ts';

async function readyWhenStarted(app: Awaited<ReturnType<typeof createTestApp>>['app']) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    if (response.statusCode === 200 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Each test builds an app on a loaded database; on a busy machine that alone takes 10-20 s.
describe('GET /api/health/live and /api/health/ready', { timeout: 60_000 }, () => {
  it('live answers while the process runs; ready once database, migrations and job runner are up', async () => {
    const { app } = await createTestApp({ siteRoot: null });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await readyWhenStarted(app);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      state: 'serving',
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
  });

  it('ready turns 503 at once when draining, while every request is still served with Connection: close', async () => {
    const { app } = await createTestApp({ siteRoot: null });
    expect((await readyWhenStarted(app)).statusCode).toBe(200);
    app.lifecycle.beginDrain();
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'unavailable', state: 'draining' });
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it(
    'ready is 503 while starting: before the app is ready, and on a database ' + 'whose migrations are not applied',
    async () => {
      const handle =
        process.env.TEST_DB_DRIVER === 'pg'
          ? await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 2 })
          : await openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) });
      // The embedded copy is this test's own: make it one migration behind.
      if (handle.driver === 'pglite')
        await handle.db.execute(
          sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
        );
      const app = await buildApp({ env: testEnv(), db: handle, siteRoot: null, logger: false, backgroundJobs: false });
      try {
        expect(app.lifecycle.state).toBe('starting');
        if (handle.driver === 'pglite') {
          const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
          expect(ready.statusCode).toBe(503);
          expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { migrations: 'failing' } });
        }
      } finally {
        await app.close();
        await handle.close();
      }
    },
  );
});
