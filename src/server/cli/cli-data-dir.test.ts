// The command-line tools on the embedded database (issue 41.13): while the server has the data
// folder open, a second process opening it could corrupt it and its changes were lost, so the
// tools are refused; with the server stopped they work and print the address the site is served at.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CHILD_DATA_KEY, startChildServer } from '#tests/support/child-server.ts';
import { ROOT } from '#tests/support/paths.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

/** Runs a tool as `npm run` does, with nothing of the server's environment but its data folder. */
function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join('src/server/cli', script), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_KEY: CHILD_DATA_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

describe.skipIf(onPostgres)('the command-line tools on the embedded database', () => {
  it('are refused while the server holds it open, then work and print the address the site is served at', async () => {
    const server = await startChildServer({ env: { SHUTDOWN_DRAIN_SECONDS: '0' } });
    onTestFinished(async () => {
      await server.kill();
      server.cleanUp();
    });
    await server.waitReady();
    const dataDir = server.dataDir;
    const serverUrl = `http://localhost:${server.port}`;

    const lender = await runCli('lender-user.ts', ['create', 'northway-finance', uniqueEmail('cli')], {
      DATA_DIR: dataDir,
    });
    expect(lender.code, lender.stdout).toBe(1);
    expect(lender.stdout).not.toContain('created');
    expect(lender.stderr).toContain('is open in another process');
    expect(lender.stderr).toContain(`the server at ${serverUrl}`);
    expect(lender.stderr).toContain(`Or add the user in the back office: ${serverUrl}/admin/lenders`);
    const admin = await runCli('admin.ts', ['create', uniqueEmail('cli-admin')], { DATA_DIR: dataDir });
    expect(admin.code, admin.stdout).toBe(1);
    expect(admin.stdout).not.toContain('created');
    expect(admin.stderr).toContain('is open in another process');

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const created = await runCli('lender-user.ts', ['create', 'northway-finance', uniqueEmail('cli')], {
      DATA_DIR: dataDir,
      PORT: '4567',
    });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('sign in at http://localhost:4567/lenders/login');
    const adminCreated = await runCli('admin.ts', ['create', uniqueEmail('cli-admin')], {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://broker.example',
    });
    expect(adminCreated.code, adminCreated.stderr).toBe(0);
    expect(adminCreated.stdout).toContain('sign in at https://broker.example/admin/login');
  }, 240_000);
});
