// First-load JavaScript of the application screens (issue 13, goal 4), read from the manifest the
// applicant's own client writes at build (scripts/vite-applicant-client.ts, decision 032): the
// entry and its imports (React, React DOM, the router, the layout) plus the screen's chunk and its
// imports, which the entry loads before its first render. Chunks loaded later (toasts, the
// exit-intent dialog) are not counted. Each file is gzipped on its own (level 9).
// The anchor, built in the same run by the same Vite: a bare React 19 app (createRoot and one
// component), the least any React screen can load.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPLICANT_MANIFEST, type ApplicantManifest } from '../scripts/vite-applicant-client.ts';

export const FIRST_LOAD_TARGET_KB = 100;
/** The screen of /apply (step 1), as the manifest names it. */
export const APPLY_SCREEN = 'src/web/features/apply/steps/loan-step.tsx';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? 'build');
export const clientDir = () => path.join(buildDir(), 'client');

export function readManifest(): ApplicantManifest {
  const file = path.join(buildDir(), APPLICANT_MANIFEST);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ApplicantManifest;
  } catch {
    throw new Error(`no applicant client manifest at ${file}: run npm run build`);
  }
}

/** URLs (/assets/...) as files of the client build. */
const asFiles = (urls: string[]) => urls.map((url) => url.replace(/^\//, ''));

/** The framework's files (entry and its imports) and the screen's (its chunk and imports not already loaded). */
export function firstLoadFiles(m: ApplicantManifest, screen: string): { framework: string[]; screen: string[] } {
  const entry = m.screens[screen];
  if (!entry) throw new Error(`no screen ${screen} in the applicant client`);
  const framework = new Set([m.entry, ...m.preload]);
  const own = [entry.file, ...entry.imports].filter((url) => !framework.has(url));
  return { framework: asFiles([...framework]), screen: asFiles([...new Set(own)]) };
}

export const firstLoad = (m: ApplicantManifest, screen: string) => {
  const { framework, screen: own } = firstLoadFiles(m, screen);
  return [...framework, ...own];
};

export const gzipKb = (client: string, files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(client, f)), { level: 9 }).length, 0) / 1024;

/** Gzip KB of a bare React 19 app built by this project's Vite (production, minified). */
export async function bareReactKb(): Promise<number> {
  const { build } = await import('vite');
  // Inside the project, so that `react` resolves from its node_modules as the product's does.
  mkdirSync(path.join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, 'node_modules/.cache/bare-react-'));
  try {
    writeFileSync(
      path.join(dir, 'main.js'),
      "import { createElement, useState } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
        'function App() { const [n, setN] = useState(0); ' +
        "return createElement('button', { onClick: () => setN(n + 1) }, n); }\n" +
        "createRoot(document.getElementById('root')).render(createElement(App));\n",
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      mode: 'production',
      build: { outDir: path.join(dir, 'out'), rollupOptions: { input: path.join(dir, 'main.js') } },
    });
    const out = path.join(dir, 'out');
    return gzipKb(
      out,
      readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type FirstLoad = { route: string; frameworkKb: number; screenKb: number; totalKb: number; anchorKb: number };

export async function measureFirstLoad(route = APPLY_SCREEN): Promise<FirstLoad> {
  const client = clientDir();
  const { framework, screen } = firstLoadFiles(readManifest(), route);
  const frameworkKb = gzipKb(client, framework);
  const screenKb = gzipKb(client, screen);
  return { route, frameworkKb, screenKb, totalKb: frameworkKb + screenKb, anchorKb: await bareReactKb() };
}

export function formatFirstLoad(r: FirstLoad): string {
  const row = (label: string, value: number, note = '') =>
    `${label.padEnd(58)}${value.toFixed(1).padStart(7)} KB${note}`;
  const over = r.totalKb > FIRST_LOAD_TARGET_KB;
  return [
    row('framework: React, React DOM, router, layout (applicant entry)', r.frameworkKb),
    row('screen: step 1 and what it imports (forms, schemas)', r.screenKb),
    row('total', r.totalKb, `   target <= ${FIRST_LOAD_TARGET_KB}${over ? '   BELOW TARGET' : '   ok'}`),
    row('anchor, same Vite: a bare React 19 app (createRoot + 1 component)', r.anchorKb),
  ].join('\n');
}
