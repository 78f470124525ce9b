// The built product as a new user runs it: src/server/main.ts on a free port, a throwaway
// DATA_DIR, PGlite unless a DATABASE_URL is given.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
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

export type ProductServer = { baseUrl: string; stop: () => Promise<void> };

export async function startProduct(databaseUrl = ''): Promise<ProductServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'broker-bench-'));
  // BENCH_PROFILE_DIR: the product writes a V8 CPU profile there when it stops (chrome://inspect, speedscope).
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...profile, path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every bench client comes from 127.0.0.1: the per-IP limits are for visitors, not load tests.
      RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000',
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`);
    // Let the boot-time compression of the site finish before anything is measured.
    await new Promise((r) => setTimeout(r, 3000));
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** fetch, once more when the server had closed the idle keep-alive socket it picked. */
export async function fetchFresh(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** A bench server script (bench/*-server.ts) on `port` with `env`; resolves once it answers. */
export async function startBenchServer(
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<{ stop: () => Promise<void> }> {
  const server = spawn(process.execPath, [path.join(import.meta.dirname, script)], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200 && !(await fetch(`http://127.0.0.1:${port}/`).catch(() => null)); i++)
    await new Promise((r) => setTimeout(r, 100));
  return {
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}
