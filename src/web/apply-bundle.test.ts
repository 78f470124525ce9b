import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// The JavaScript an applicant's browser loads before /apply is interactive, read from the build's
// React Router manifest (run after `npm run build`).
const client = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'client');

/**
 * Gzip KB of the first load of an application screen. Issue 13 asks for 100; React, React DOM
 * and React Router alone weigh about 104 here, so this ceiling stops growth until the framework
 * changes (decision 015). 195.6 once the exit-intent dialog left the first load (was 206.2):
 * growth stays visible, but this is not the target.
 */
export const APPLY_FIRST_LOAD_BUDGET_KB = 200;

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
};

function manifest(): Manifest {
  const file = readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${client}/assets: run npm run build`);
  const source = readFileSync(path.join(client, 'assets', file), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as Manifest;
}

function firstLoad(m: Manifest, routeId: string): string[] {
  const files = new Set([m.entry.module, ...m.entry.imports]);
  for (let id: string | undefined = routeId; id; id = m.routes[id]?.parentId) {
    const route = m.routes[id];
    if (!route) throw new Error(`no route ${id}`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

const read = (file: string) => readFileSync(path.join(client, file));
const gzipKb = (files: string[]) => files.reduce((sum, f) => sum + gzipSync(read(f), { level: 9 }).length, 0) / 1024;
const APPLY_SCREENS = [
  'routes/apply-loan',
  'routes/apply-personal',
  'routes/apply-address',
  'routes/apply-employment',
  'routes/apply-bank',
  'routes/apply-expenses',
  'routes/apply-consent',
  'routes/apply-processing',
  'routes/apply-result',
  'routes/apply-resubmit',
];

describe('the application bundle', () => {
  const m = manifest();

  it(`loads at most ${APPLY_FIRST_LOAD_BUDGET_KB} KB gzip of JavaScript on a first visit to /apply`, () => {
    const kb = gzipKb(firstLoad(m, 'routes/apply-loan'));
    expect(kb).toBeLessThanOrEqual(APPLY_FIRST_LOAD_BUDGET_KB);
  });

  it('gives each step and screen its own chunk, loaded only when reached', () => {
    const modules = APPLY_SCREENS.map((id) => m.routes[id]!.module);
    expect(new Set(modules).size).toBe(APPLY_SCREENS.length);
    const loaded = new Set(firstLoad(m, 'routes/apply-loan'));
    for (const other of modules.slice(1)) expect(loaded.has(other), other).toBe(false);
  });

  it('carries nothing of the admin, the chart library or the toasts on a first visit', () => {
    for (const id of APPLY_SCREENS) {
      for (const file of firstLoad(m, id)) {
        const text = read(file).toString('utf8');
        expect(text.includes('/api/admin'), `${id}: ${file}`).toBe(false);
        expect(text.includes('recharts-'), `${id}: ${file}`).toBe(false);
      }
    }
    const first = firstLoad(m, 'routes/apply-loan').map((f) => read(f).toString('utf8'));
    expect(first.some((text) => text.includes('data-sonner-toaster'))).toBe(false);
  });
});
