// First-load JavaScript of the client-rendered screens (issue 13, goal 4), read from the build's
// React Router manifest: the entry and its imports (the framework: React, React DOM, the router's
// runtime) plus every route module on the way to the screen and their imports. Lazily imported
// chunks (toasts, the exit-intent dialog) are not counted. Each file is gzipped on its own (level 9).
// The anchor, built in the same run by the same Vite: a bare React 19 app (createRoot and one
// component), the least any React screen can load.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_TARGET_KB = 100;
export const APPLY_ROUTE = 'routes/apply-loan';

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
};

const root = path.resolve(import.meta.dirname, '..');
export const clientDir = (buildDir = process.env.BUILD_DIR ?? 'build') => path.resolve(root, buildDir, 'client');

export function readManifest(client = clientDir()): Manifest {
  const file = readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error(`no React Router manifest in ${client}/assets: run npm run build`);
  const source = readFileSync(path.join(client, 'assets', file), 'utf8');
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as Manifest;
}

/** The framework's files (entry and its imports) and the screen's (its routes and their imports). */
export function firstLoadFiles(m: Manifest, routeId: string): { framework: string[]; screen: string[] } {
  const framework = new Set([m.entry.module, ...m.entry.imports]);
  const screen = new Set<string>();
  for (let id: string | undefined = routeId; id; id = m.routes[id]?.parentId) {
    const route = m.routes[id];
    if (!route) throw new Error(`no route ${id}`);
    for (const file of [route.module, ...(route.imports ?? [])]) if (!framework.has(file)) screen.add(file);
  }
  return { framework: [...framework], screen: [...screen] };
}

export const firstLoad = (m: Manifest, routeId: string) => {
  const { framework, screen } = firstLoadFiles(m, routeId);
  return [...framework, ...screen];
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

export async function measureFirstLoad(route = APPLY_ROUTE): Promise<FirstLoad> {
  const client = clientDir();
  const { framework, screen } = firstLoadFiles(readManifest(client), route);
  const frameworkKb = gzipKb(client, framework);
  const screenKb = gzipKb(client, screen);
  return { route, frameworkKb, screenKb, totalKb: frameworkKb + screenKb, anchorKb: await bareReactKb() };
}

export function formatFirstLoad(r: FirstLoad): string {
  const row = (label: string, value: number, note = '') =>
    `${label.padEnd(58)}${value.toFixed(1).padStart(7)} KB${note}`;
  const over = r.totalKb > FIRST_LOAD_TARGET_KB;
  return [
    row('framework: React, React DOM, React Router runtime (entry)', r.frameworkKb),
    row('screen: apply layout, step 1 and the libraries they import', r.screenKb),
    row('total', r.totalKb, `   target <= ${FIRST_LOAD_TARGET_KB}${over ? '   BELOW TARGET' : '   ok'}`),
    row('anchor, same Vite: a bare React 19 app (createRoot + 1 component)', r.anchorKb),
  ].join('\n');
}
