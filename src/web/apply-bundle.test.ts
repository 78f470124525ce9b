import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLY_ROUTE, clientDir, firstLoad, gzipKb, readManifest } from '../../bench/first-load.ts';

// The JavaScript an applicant's browser loads before /apply is interactive, read from the build's
// React Router manifest (run after `npm run build`); `npm run bench` prints the same figure beside
// a bare React app.
const client = clientDir();
const read = (file: string) => readFileSync(path.join(client, file));

/**
 * Gzip KB of the first load of an application screen. Issue 13 asks for 100; React, React DOM
 * and React Router alone weigh about 105 here (a bare React 19 app about 66), so this ceiling
 * stops growth until the framework changes (decisions 015 and 029). 195.6 once the exit-intent
 * dialog left the first load (was 206.2), 188.1 with native radio tiles, 164.9 with forms and
 * server state of our own (decision 031): growth stays visible, but this is not the target.
 */
export const APPLY_FIRST_LOAD_BUDGET_KB = 170;

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
  const m = readManifest(client);

  it(`loads at most ${APPLY_FIRST_LOAD_BUDGET_KB} KB gzip of JavaScript on a first visit to /apply`, () => {
    const kb = gzipKb(client, firstLoad(m, APPLY_ROUTE));
    expect(kb).toBeLessThanOrEqual(APPLY_FIRST_LOAD_BUDGET_KB);
  });

  it('gives each step and screen its own chunk, loaded only when reached', () => {
    const modules = APPLY_SCREENS.map((id) => m.routes[id]!.module);
    expect(new Set(modules).size).toBe(APPLY_SCREENS.length);
    const loaded = new Set(firstLoad(m, APPLY_ROUTE));
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
    const first = firstLoad(m, APPLY_ROUTE).map((f) => read(f).toString('utf8'));
    expect(first.some((text) => text.includes('data-sonner-toaster'))).toBe(false);
  });
});
