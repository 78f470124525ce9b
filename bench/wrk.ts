// wrk and nginx for the anchors of `npm run bench`: found on PATH, else installed from apt when
// this process may (root), else the section is skipped with a message saying how to get them.
import { execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** `shed`: answers 503, `shedWithRetryAfter`: those of them carrying Retry-After. */
export type WrkResult = {
  rps: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  shed?: number;
  shedWithRetryAfter?: number;
};

const has = (command: string) =>
  spawnSync('sh', ['-c', `command -v ${command} || test -x /usr/sbin/${command}`]).status === 0;

/** True when wrk and nginx are there (installing nginx-light and wrk from apt when possible). */
export function ensureTools(): { ok: true } | { ok: false; reason: string } {
  if (has('wrk') && has('nginx')) return { ok: true };
  if (process.getuid?.() !== 0)
    return {
      ok: false,
      reason: 'wrk or nginx missing and not root: run `apt-get install -y nginx-light wrk` and bench again',
    };
  console.log('installing nginx-light and wrk from apt…');
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk'],
    { stdio: 'inherit' },
  );
  if (install.status !== 0 || !has('wrk') || !has('nginx'))
    return { ok: false, reason: 'apt-get install nginx-light wrk failed: anchors skipped' };
  return { ok: true };
}

const LUA_DIR = mkdtempSync(path.join(os.tmpdir(), 'broker-wrk-'));

/** Writes a wrk script that counts non-2xx/3xx answers (wrk's own summary mixes them in). */
function statusScript(extra = ''): string {
  const file = path.join(LUA_DIR, `s-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(
    file,
    `${extra}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) bad = 0; shed = 0; retry = 0 end
function response(status, headers, body)
  if status >= 400 then bad = bad + 1 end
  if status == 503 then
    shed = shed + 1
    if headers["retry-after"] or headers["Retry-After"] then retry = retry + 1 end
  end
end
function done(summary, latency, requests)
  local total, shedTotal, retryTotal = 0, 0, 0
  for _, t in ipairs(threads) do
    total = total + t:get("bad"); shedTotal = shedTotal + t:get("shed"); retryTotal = retryTotal + t:get("retry")
  end
  io.write(string.format("BENCH p99_us=%d bad=%d shed=%d retry=%d\\n",
    latency:percentile(99), total, shedTotal, retryTotal))
end
`,
  );
  return file;
}

type WrkOptions = { headers?: Record<string, string>; seconds?: number; connections?: number; luaBody?: string };

function wrkArgs(url: string, options: WrkOptions): string[] {
  const args = [
    '-t1',
    `-c${options.connections ?? 50}`,
    `-d${options.seconds ?? 8}s`,
    '-s',
    statusScript(options.luaBody),
  ];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}: ${value}`);
  return [...args, url];
}

function parseWrk(out: string): WrkResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const marker = /BENCH p99_us=(\d+) bad=(\d+) shed=(\d+) retry=(\d+)/.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(marker?.[2] ?? 0);
  const errors = socketErrors ? socketErrors.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  const shed = Number(marker?.[3] ?? 0);
  return {
    rps,
    p99Ms: Number(marker?.[1] ?? 0) / 1000,
    non2xx,
    errors,
    shed,
    shedWithRetryAfter: Number(marker?.[4] ?? 0),
  };
}

/** wrk -t1 -cN for `seconds`, with headers; `luaBody` may define request() (POST bodies). */
export function wrk(url: string, options: WrkOptions = {}): WrkResult {
  return parseWrk(execFileSync('wrk', wrkArgs(url, options), { encoding: 'utf8' }));
}

/** The same, without blocking this process (something else is measured meanwhile). */
export async function wrkInBackground(url: string, options: WrkOptions = {}): Promise<WrkResult> {
  const { stdout } = await promisify(execFile)('wrk', wrkArgs(url, options), { encoding: 'utf8' });
  return parseWrk(stdout);
}

/** nginx (one worker, as the product is one process) serving `dir` with gzip_static on. */
export async function startNginx(dir: string, port: number): Promise<() => Promise<void>> {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'broker-nginx-'));
  // nginx's worker drops root for `nobody`: it must be able to read the files.
  chmodSync(dir, 0o755);
  for (const file of readdirSync(dir)) chmodSync(path.join(dir, file), 0o644);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
error_log ${prefix}/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; ` +
      `uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    gzip_vary on;
    etag on;
    location / { index index.html; }
  }
}
`,
  );
  const binary = spawnSync('sh', ['-c', 'command -v nginx']).status === 0 ? 'nginx' : '/usr/sbin/nginx';
  const nginx = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return async () => {
    nginx.kill('SIGTERM');
    await new Promise((r) => nginx.once('exit', r));
  };
}
