// Builds the site and the server's .tsx files (decision 150) if the build is missing or older than
// its sources: what `npm start` does first, and what the CLIs that send email need (`npm run admin`).
import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildReport } from './build-output.ts';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js');
// The server's .tsx files (emails, its self-contained pages) compile to build/server-tsx (decision 150).
const serverTsx = path.join(root, 'build/server-tsx/lib/html-page.js');
const sources = [
  'src/web',
  'src/shared',
  'public',
  'vite.config.ts',
  'vite.server-tsx.config.ts',
  'scripts/vite-site-islands.ts',
  'react-router.config.ts',
  'package-lock.json',
  ...globSync('src/server/**/*.tsx', { cwd: root }),
];

function newestMtime(target: string): number {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestMtime(path.join(target, name))));
}

const builtAt = existsSync(stamp) && existsSync(serverTsx) ? statSync(stamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the site…' : 'Building the site…');
  const started = performance.now();
  // The same build as `npm run build` (React Router's, then the .br/.gz copies of the assets),
  // captured, not streamed: hundreds of lines of chunk sizes and dependency warnings otherwise
  // buried the address to open (issue 27.16). A failed build prints all of it.
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n${String(result.error)}` : ''}`;
  console.log(buildReport(result.status, output, (performance.now() - started) / 1000));
  if (result.status !== 0) process.exit(result.status ?? 1);
}
