// A whole app built in the Playwright worker (not the shared e2e server), on its own fresh
// embedded database, so a spec can seed rows and drive the remarketing engine directly.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '#server/app.ts';
import { openDatabase, type DbHandle } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { loadEnv } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/lender-panel.types.ts';

/** `dataKey` seals bank details: pass it to the application factory so the app can read them. */
export type InProcessApp = { app: App; db: DbHandle; baseURL: string; dataKey: string; close(): Promise<void> };

/** A free loopback port (asked from the OS, then released for the app to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Builds and starts the app serving the built site (BUILD_DIR) on 127.0.0.1:<free port>. Pass a
 * `clock` (manualClock) to move the server's time, e.g. to open an email hours after it was sent,
 * or a `lenderPanel` (tests/support/fake-panel.ts) to decide when a run has an outcome.
 */
export async function startInProcessApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; lenderPanel?: LenderPanel } = {},
): Promise<InProcessApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-e2e-'));
  const db = await openDatabase({ driver: 'pglite' });
  await runMigrations(db);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataKey = randomBytes(32).toString('hex');
  const app = await buildApp({
    env: loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      LOG_LEVEL: 'warn',
      DATA_KEY: dataKey,
      RATE_LIMIT_SCALE: '100',
      LOAD_SHEDDING: 'off',
      ...env,
    }),
    db,
    backgroundJobs: false,
    closeDbOnShutdown: true,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.lenderPanel ? { lenderPanel: options.lenderPanel } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    baseURL,
    dataKey,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
