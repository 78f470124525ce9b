// First-load JavaScript of the application screens, read from React Router's own assets manifest
// in the server build (decision 033): the client entry and its imports (React, React DOM, the
// router), then the root, the application layout and the step 1 route with their imports. Chunks
// loaded later (toasts, the exit-intent dialog) are not counted. Each file is gzipped on its own
// (level 9). Reported beside its anchor, with no target (issue 25): the step is painted by the
// server before any of it runs.
// The anchor, built in the same run by the same Vite: a bare React 19 app (createRoot and one
// component), the least any React screen can load.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';

/** The routes drawn at /apply, as React Router's manifest names them. */
export const APPLY_ROUTES = ['root', 'routes/apply-layout', 'routes/apply-loan'];

const root = path.resolve(import.meta.dirname, '..');
const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? 'build');
export const clientDir = () => path.join(buildDir(), 'client');

export async function readAssets(): Promise<ServerBuild['assets']> {
  const file = path.join(buildDir(), 'server/index.js');
  try {
    return ((await import(pathToFileURL(file).href)) as ServerBuild).assets;
  } catch {
    throw new Error(`no server build at ${file}: run npm run build`);
  }
}

/** URLs (/assets/...) as files of the client build. */
const asFiles = (urls: string[]) => urls.map((url) => url.replace(/^\//, ''));

/** The framework's files (client entry and its imports) and the screen's (its routes' chunks not already loaded). */
export function firstLoadFiles(
  assets: ServerBuild['assets'],
  routes = APPLY_ROUTES,
): { framework: string[]; screen: string[] } {
  const framework = new Set([assets.entry.module, ...assets.entry.imports]);
  const own = routes.flatMap((id) => {
    const route = assets.routes[id];
    if (!route) throw new Error(`no route ${id} in the build`);
    return [route.module, ...(route.imports ?? [])];
  });
  const screen = [...new Set(own)].filter((url) => !framework.has(url));
  return { framework: asFiles([...framework]), screen: asFiles(screen) };
}

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

export async function measureFirstLoad(route = '/apply'): Promise<FirstLoad> {
  const client = clientDir();
  const { framework, screen } = firstLoadFiles(await readAssets());
  const frameworkKb = gzipKb(client, framework);
  const screenKb = gzipKb(client, screen);
  return { route, frameworkKb, screenKb, totalKb: frameworkKb + screenKb, anchorKb: await bareReactKb() };
}

export function formatFirstLoad(r: FirstLoad): string {
  const row = (label: string, value: number, note = '') =>
    `${label.padEnd(58)}${value.toFixed(1).padStart(7)} KB${note}`;
  return [
    row('framework: React, React DOM, React Router (client entry)', r.frameworkKb),
    row('screen: root, application layout, step 1 and their imports', r.screenKb),
    row('total (reported, no target: the server paints the step)', r.totalKb),
    row('anchor, same Vite: a bare React 19 app (createRoot + 1 component)', r.anchorKb),
  ].join('\n');
}
