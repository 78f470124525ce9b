import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createResource, type Encoding, type StaticResource } from './static-representation.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  // React Router's prerendered route data (turbo-stream).
  '.data': 'text/x-script; charset=utf-8',
};

/** Directories (relative to the build root) holding a prerendered index.html. */
export function findPages(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findPages(root, path.join(dir, entry.name)));
    else if (entry.name === 'index.html') found.push(path.relative(root, dir));
  }
  return found;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** A .br / .gz the build wrote next to the file, when it is not older than the file. */
function precompressedOf(file: string): Partial<Record<Encoding, string>> {
  const found: Partial<Record<Encoding, string>> = {};
  const modified = statSync(file).mtimeMs;
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const candidate = `${file}${suffix}`;
    if (existsSync(candidate) && statSync(candidate).mtimeMs >= modified) found[encoding] = candidate;
  }
  return found;
}

/**
 * Every file of the build except the HTML (pages are served by route, never by file name) and
 * the build's own .br/.gz copies, read into memory by URL path.
 */
export function loadFiles(root: string): Map<string, StaticResource> {
  const files = new Map<string, StaticResource>();
  for (const file of walk(root)) {
    const extension = path.extname(file);
    if (extension === '.html' || extension === '.br' || extension === '.gz') continue;
    const rel = path.relative(root, file).split(path.sep).join('/');
    const immutable = rel.startsWith('assets/');
    files.set(
      `/${rel}`,
      createResource(readFileSync(file), {
        type: TYPES[extension] ?? 'application/octet-stream',
        cacheControl: immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        precompressed: precompressedOf(file),
      }),
    );
  }
  return files;
}
