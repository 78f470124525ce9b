// Starts the built server for Playwright on a fresh embedded database (or TEST_DATABASE_URL when
// E2E_DATABASE=pg), with secrets fixed for the run and the pool of enrolled e2e admins.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { E2E_ADMIN, E2E_POOL_SIZE, poolAdmin, provisionAdmin } from './admins.ts';
import { seedReturns } from './e2e-returns.ts';
import { E2E_DUTY_DAY } from './e2e-outcomes.ts';

const dataDir = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
// Every browser test comes from 127.0.0.1: the per-IP limits, multiplied, still apply.
process.env.RATE_LIMIT_SCALE ??= '100';
// Two browsers and the server share a loaded CI machine: event-loop lag there is not overload
// (load shedding has its own tests with a driven pressure probe).
process.env.LOAD_SHEDDING ??= 'off';
// Every admin of the browser tests signs in from 127.0.0.1.
process.env.ADMIN_LOGIN_CALLS_PER_IP ??= '10000';
process.env.ADMIN_EMAIL ??= E2E_ADMIN.email;
process.env.ADMIN_PASSWORD ??= E2E_ADMIN.password;
process.env.ADMIN_TOTP_SECRET ??= E2E_ADMIN.totpSecret;
if (process.env.E2E_DATABASE === 'pg' && process.env.TEST_DATABASE_URL)
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;

// The pool goes through the same boot provisioning as ADMIN_EMAIL/ADMIN_TOTP_SECRET, one admin at a time.
const { loadEnv } = await import('../../src/server/env.ts');
const { dbOptionsFromEnv, openDatabase } = await import('../../src/server/db/client.ts');
const { runMigrations } = await import('../../src/server/db/migrate.ts');
const env = loadEnv();
const handle = await openDatabase(dbOptionsFromEnv(env));
await runMigrations(handle);
for (let n = 0; n < E2E_POOL_SIZE; n++) await provisionAdmin(handle.db, poolAdmin(n), env);
await seedReturns(handle.db);
const { seedDutyFixture } = await import('../../src/server/modules/outcomes/outcomes.fixtures.ts');
await seedDutyFixture(handle.db, E2E_DUTY_DAY);
await handle.close();

await import('../../src/server/main.ts');
