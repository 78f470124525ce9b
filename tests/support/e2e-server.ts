// Starts the built server for Playwright on a fresh embedded database (or TEST_DATABASE_URL when
// E2E_DATABASE=pg), with secrets fixed for the run.
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, `../../.tmp/e2e-data-${process.env.PORT ?? 3100}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'test';
// Every browser test comes from 127.0.0.1: the per-IP limits, multiplied, still apply.
process.env.RATE_LIMIT_SCALE ??= '100';
process.env.ADMIN_EMAIL ??= 'e2e-admin@example.com';
process.env.ADMIN_PASSWORD ??= 'e2e-admin-password-123';
if (process.env.E2E_DATABASE === 'pg' && process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;

await import('../../src/server/main.ts');
