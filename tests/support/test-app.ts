import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { buildApp, type App, type AppDeps } from '#server/app.ts';
import { openDatabase, type DbHandle } from '#server/db/client.ts';
import { loadEnv, type Env } from '#server/env.ts';
import { manualClock } from '#server/lib/clock.ts';
import { MIGRATED_IMAGE } from './paths.ts';
import { registerTestClock, testClock } from './test-clock.ts';

let shared: Promise<DbHandle> | undefined;
/** This test file's own job queues on the shared PostgreSQL (see AppDeps.jobQueueSuffix). */
const JOB_QUEUE_SUFFIX = randomBytes(4).toString('hex');

/**
 * The test database of this test file: the migrated embedded image, or the PostgreSQL test
 * database when the run is the `postgres` project. Opened once per file, closed after it.
 */
export function testDatabase(): Promise<DbHandle> {
  if (!shared) {
    shared =
      process.env.TEST_DB_DRIVER === 'pg'
        ? openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 4 })
        : openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) });
    const opened = shared;
    afterAll(async () => (await opened).close());
  }
  return shared;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'broker-tests'),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
    DATA_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    // Every test file injects from 127.0.0.1 into one database: real per-IP limits would trip
    // across files. Tests of the limits set RATE_LIMIT_SCALE=1 and use uniqueIp().
    RATE_LIMIT_SCALE: '1000',
    // The test machine's event loop is busy with the tests themselves; the shedding tests pass
    // their own pressure probe, which turns shedding on regardless.
    LOAD_SHEDDING: 'off',
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...overrides,
  });
}

export { testClock };

export type TestAppOptions = Partial<Omit<AppDeps, 'env' | 'db'>> & { env?: Record<string, string> };

/** A whole application on the test database, ready for `app.inject()`. Closed after the file. */
export async function createTestApp(
  options: TestAppOptions = {},
): Promise<{ app: App; db: DbHandle; clock: ReturnType<typeof manualClock> }> {
  const db = await testDatabase();
  const clock = manualClock();
  const { env: envOverrides, ...rest } = options;
  const app = await buildApp({
    clock,
    backgroundJobs: false,
    jobQueueSuffix: JOB_QUEUE_SUFFIX,
    ...rest,
    env: testEnv(envOverrides),
    db,
    closeDbOnShutdown: false,
  });
  await app.ready();
  registerTestClock(app, clock);
  afterAll(() => app.close());
  return { app, db, clock };
}

/** Cookie header value from a response's set-cookie, for the next inject() call. */
export function cookiesFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export { uniqueEmail, uniqueIp } from './unique.ts';
