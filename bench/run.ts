// `npm run bench`: starts the built server on a free port with a throwaway DATA_DIR, then prints
// the page-weight table of every public page, Lighthouse for key pages, and the ping-tree timing.
// Build first (`npm run build`; BUILD_DIR picks another build). Exit code 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { formatPageWeights, measurePages } from './pages.ts';
import { formatLighthouse, PERFORMANCE_TARGET, runLighthouse } from './lighthouse.ts';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-bench-'));
const server = spawn(process.execPath, [path.join(root, 'src/server/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', ADMIN_EMAIL: 'bench@example.com', ADMIN_PASSWORD: randomBytes(18).toString('base64url') },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let failed = false;
try {
  await waitForHealth(`${baseUrl}/api/health`);
  const weights = await measurePages(baseUrl);
  console.log('\nPage weight of a first visit\n');
  console.log(formatPageWeights(weights));
  if (weights.some((w) => !w.jsOk || !w.totalOk)) failed = true;

  if (!process.argv.includes('--no-lighthouse')) {
    console.log('\nLighthouse (mobile profile, simulated throttling)\n');
    const rows = await runLighthouse(baseUrl);
    console.log(formatLighthouse(rows));
    if (rows.some((r) => r.performance < PERFORMANCE_TARGET)) failed = true;
  }

  if (!process.argv.includes('--no-ping-tree')) {
    const { benchPingTree } = await import('./ping-tree.ts');
    const result = await benchPingTree();
    console.log(`\n${result.name}: ${result.value} ${result.unit} (budget ${result.budget}) ${result.ok ? 'ok' : 'OVER'}  ${result.detail}`);
    if (!result.ok) failed = true;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
