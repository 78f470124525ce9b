// A real boot of main.ts (embedded database in a temporary DATA_DIR): the key check value stops a
// second boot with another DATA_KEY before anything is served (issue 11 item 13).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

const main = path.resolve(import.meta.dirname, 'main.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'boot-'));

/** Runs main.ts until it exits, or until `readyText` appears (then stops it with SIGTERM). */
function boot(dataKey: string, readyText?: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATA_KEY: dataKey,
        PORT: '0',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (readyText && output.includes(readyText)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it('a second boot with another DATA_KEY stops with a clear message naming DATA_KEY', async () => {
  const first = await boot(randomBytes(32).toString('hex'), 'Site ready');
  expect(first.output).toContain('Site ready');
  const second = await boot(randomBytes(32).toString('hex'));
  expect(second.code).toBe(1);
  expect(second.output).toContain('DATA_KEY is not the key the data in this database was encrypted with');
  expect(second.output).not.toContain('Site ready');
}, 120_000);
