import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDeps } from '#server/app.ts';
import { openDatabase, type DbHandle } from '#server/db/client.ts';
import { loadEnv, newBrokerSigningKey, type Env } from '#server/env.ts';
import { manualClock } from '#server/lib/clock.ts';
import { onFileEnd } from './file-end.ts';
import { MIGRATED_IMAGE } from './paths.ts';
import { registerTestClock, testClock } from './test-clock.ts';

// Test files share their worker's module cache (vitest `isolate: false`, decision 145): the worker
// keeps one database open for all its files, as the PostgreSQL run shares one database among all
// files, and each file gets its own job queues on it. Loading the embedded image once per worker
// instead of once per file is most of what the shared cache saves.
let shared: Promise<DbHandle> | undefined;
/** This test file's own job queues on the shared database (see AppDeps.jobQueueSuffix). */
let jobQueueSuffix: string | undefined;

/**
 * The test database: the migrated embedded image (one per worker), or the PostgreSQL test
 * database when the run is the `postgres` project. Test data is unique per test, never wiped.
 * The pool is the worker's, shared by the apps of a file: 8 connections, so that a checkout never
 * waits long enough on a busy machine for a store to fail open (a rate-limit count skipped once).
 */
export function testDatabase(): Promise<DbHandle> {
  shared ??=
    process.env.TEST_DB_DRIVER === 'pg'
      ? openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 8 })
      : openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) });
  if (!jobQueueSuffix) {
    jobQueueSuffix = randomBytes(4).toString('hex');
    onFileEnd(() => void (jobQueueSuffix = undefined));
  }
  return shared;
}

/** One consent-certificate signing key per test process (decision 138), as production has one. */
const TEST_SIGNING_KEY = newBrokerSigningKey();

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), 'broker-tests'),
    SESSION_SECRET: 'test-session-secret-0123456789abcdef0123456789',
    DATA_KEY: randomBytes(32).toString('hex'),
    BROKER_SIGNING_KEY: TEST_SIGNING_KEY,
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
    jobQueueSuffix,
    ...rest,
    env: testEnv(envOverrides),
    db,
    closeDbOnShutdown: false,
  });
  await app.ready();
  registerTestClock(app, clock);
  onFileEnd(() => app.close());
  return { app, db, clock };
}

/** Cookie header value from a response's set-cookie, for the next inject() call. */
export function cookiesFrom(response: { cookies: { name: string; value: string }[] }): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export { uniqueEmail, uniqueIp } from './unique.ts';
