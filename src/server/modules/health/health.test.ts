import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { MIGRATED_IMAGE } from '#tests/support/paths.ts';
import { createTestApp, testEnv } from '#tests/support/test-app.ts';

describe('GET /api/health', () => {
  it('answers 200 when the database answers a query', async () => {
    const { app } = await createTestApp({ siteRoot: null });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const handle =
      process.env.TEST_DB_DRIVER === 'pg'
        ? await openDatabase({ driver: 'pg', url: 'postgres://postgres@127.0.0.1:1/none' })
        : await openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) });
    if (handle.driver === 'pglite') await handle.close();
    const app = await buildApp({ env: testEnv(), db: handle, siteRoot: null, logger: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'unreachable' });
    } finally {
      await app.close();
      if (handle.driver === 'pg') await handle.close();
    }
  });
});
