import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/db/client.ts';
import { keyChecks } from '#server/db/schema/index.ts';
import { keyCheckValue } from '#server/lib/key-check.ts';
import { MIGRATED_IMAGE, ROOT } from './paths.ts';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string } | { error: string };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One HTTP request with node's own client (through `agent`: kept-alive connections). */
export function request(
  port: number,
  method: string,
  url: string,
  options: { agent?: http.Agent; body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ error: `${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}` }));
    req.end(payload);
  });
}

/**
 * Child servers still running when the test file's process ends (a test that failed half-way, a
 * hook that never ran) are killed with it: none is left behind to work the shared job queues.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Every child server uses this DATA_KEY: on the shared PostgreSQL test database they must agree. */
export const CHILD_DATA_KEY = 'c0ffee'.repeat(10) + 'c0ff';

/**
 * The shared PostgreSQL test database holds bank details sealed by many test files' random keys,
 * and the real server checks its key at boot (decision 013): the child servers' key is recorded
 * as the database's key before they boot, as the first production boot would record it.
 */
async function recordChildKey(): Promise<void> {
  const handle = await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 1 });
  try {
    await handle.db
      .insert(keyChecks)
      .values({ name: 'DATA_KEY', checkValue: keyCheckValue(CHILD_DATA_KEY), createdAt: new Date() })
      .onConflictDoUpdate({ target: keyChecks.name, set: { checkValue: keyCheckValue(CHILD_DATA_KEY) } });
  } finally {
    await handle.close();
  }
}

/**
 * The real server (`src/server/main.ts`) in a child process, on the test's database: the embedded
 * one copied from the migrated image into a fresh DATA_DIR, or the PostgreSQL test database.
 */
export async function startChildServer(
  options: { env?: Record<string, string>; dataDir?: string; captureStdout?: boolean } = {},
) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'broker-child-'));
  const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
  if (onPostgres) await recordChildKey();
  if (!onPostgres && !options.dataDir) {
    const seeded = await openDatabase({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]),
    });
    await seeded.close();
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOAD_SHEDDING: 'off',
      // As in testEnv: every child request comes from 127.0.0.1 into the shared database.
      RATE_LIMIT_SCALE: '1000',
      DATA_KEY: CHILD_DATA_KEY,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      // Where packages outside the project's node_modules are looked up (pino transports resolve through it).
      ...(process.env.NODE_PATH ? { NODE_PATH: process.env.NODE_PATH } : {}),
      ...(onPostgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}),
      ...options.env,
    },
    stdio: ['ignore', options.captureStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );

  async function waitReady(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const answer = await request(port, 'GET', '/api/health/ready');
      if ('status' in answer && answer.status === 200) return;
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`child server never became ready: ${stderr.slice(-2_000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    port,
    dataDir,
    child,
    exited,
    waitReady,
    stderr: () => stderr,
    stdout: () => stdout,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    cleanUp: () => {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
