import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writePrecompressed, writeWhole } from '#server/lib/precompressed.ts';

/** Directories (relative to the build root) holding a prerendered index.html. */
export function findPages(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findPages(root, path.join(dir, entry.name)));
    else if (entry.name === 'index.html') found.push(path.relative(root, dir));
  }
  return found;
}

/** The site path of a prerendered page directory ('' is the home page). */
export const routeOfPage = (rel: string) => `/${rel.split(path.sep).join('/')}`.replace(/\/$/, '') || '/';

/** Where a page of a given route is written: the build's own layout (`faq/index.html`). */
export const fileOfRoute = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

/** One HTML document the server sends, as written on disk for @fastify/static. */
export type SiteDocument = { file: string; html: string };

const COMPLETE = '.complete';
const LOCK = '.compressing';
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Writes the documents the server sends (pages with PUBLIC_URL's origin, shells with their
 * titles: decision 040) under `cacheRoot/<hash of their contents>/`, so @fastify/static serves
 * them like any built file. The HTML is written before this returns; the gzip and brotli copies
 * (`preCompressed`) in the background, one file at a time. A later boot with the same contents
 * (same build and PUBLIC_URL) finds them done and writes nothing; concurrent processes leave the
 * compression to the first (a lock file). `mtime` (the build's) pins Last-Modified and the ETags,
 * so instances of one build agree.
 */
export async function writeSiteDocuments(
  cacheRoot: string,
  documents: SiteDocument[],
  mtime: Date,
): Promise<{ dir: string; compressed: Promise<void> }> {
  const hash = createHash('sha256');
  for (const { file, html } of [...documents].sort((a, b) => a.file.localeCompare(b.file)))
    hash.update(file).update('\0').update(html).update('\0');
  const dir = path.join(cacheRoot, hash.digest('hex').slice(0, 20));
  mkdirSync(dir, { recursive: true });
  keepInUse(dir);
  await pruneUnused(cacheRoot, dir);
  if (existsSync(path.join(dir, COMPLETE))) return { dir, compressed: Promise.resolve() };

  for (const { file, html } of documents) {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (!existsSync(full)) await writeWhole(full, html, mtime);
  }
  return { dir, compressed: compressOnce(dir, documents, mtime) };
}

const UNUSED_MS = 24 * 3600_000;

/** A running server touches its directory every hour, so no other boot prunes it. */
function keepInUse(dir: string) {
  const touch = () => utimes(dir, new Date(), new Date()).catch(() => undefined);
  void touch();
  setInterval(touch, 3600_000).unref();
}

/** Other PUBLIC_URLs' and builds' directories (tests and benches use many) untouched for a day. */
async function pruneUnused(cacheRoot: string, keep: string) {
  for (const entry of readdirSync(cacheRoot, { withFileTypes: true })) {
    const full = path.join(cacheRoot, entry.name);
    if (!entry.isDirectory() || full === keep) continue;
    const modified = statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - modified > UNUSED_MS) await rm(full, { recursive: true, force: true });
  }
}

function lockAbandoned(lock: string): boolean {
  const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
  if (age > STALE_LOCK_MS) return true;
  let pid: number;
  try {
    pid = Number(readFileSync(lock, 'utf8'));
  } catch {
    return false; // just released: the caller looks again
  }
  if (!Number.isInteger(pid) || pid <= 0) return age > 5_000;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function compressOnce(dir: string, documents: SiteDocument[], mtime: Date): Promise<void> {
  const lock = path.join(dir, LOCK);
  for (;;) {
    if (existsSync(path.join(dir, COMPLETE))) return;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process compresses: wait for it, unless it stopped holding the lock.
      if (lockAbandoned(lock)) await rm(lock, { force: true });
      else await sleep(200);
    }
  }
  try {
    for (const { file } of documents) {
      const full = path.join(dir, file);
      await writePrecompressed(full, await readFile(full), mtime);
    }
    writeFileSync(path.join(dir, COMPLETE), '');
  } finally {
    await rm(lock, { force: true });
  }
}
