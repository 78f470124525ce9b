// Vite plugin: builds the application screens' own client (src/web/apply-client.tsx, decision 032)
// into the site's build, beside React Router's, and exposes its script and module preloads as
// 'virtual:applicant-client' for the prerender to put in the /apply shell. Built once, when the
// prerender (SSR) build first asks; the dev server serves the entry from source instead.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const VIRTUAL_ID = 'virtual:applicant-client';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'src/web/apply-client.tsx';
/** Beside build/client, not in it: read by the bench and the bundle test, never served. */
export const APPLICANT_MANIFEST = 'applicant-client.json';

/** The applicant's scripts: the entry and what it imports, and each screen's chunk and its imports. */
export type ApplicantManifest = {
  entry: string;
  preload: string[];
  screens: Record<string, { file: string; imports: string[] }>;
};

const url = (fileName: string) => `/${fileName}`;

/** What every step screen needs: the form kit, step layout, server state, shared rules and schemas, Zod. */
const STEP_KIT = [
  /src[\\/]web[\\/]features[\\/]apply[\\/](form|ui|draft)[\\/]/,
  /src[\\/]web[\\/]features[\\/]apply[\\/]steps[\\/](use-step-form|step-resolver|number-value)\.ts$/,
  /src[\\/]web[\\/]components[\\/]ui[\\/]/,
  /src[\\/]shared[\\/]/,
  /node_modules[\\/]zod[\\/]/,
];
// The draft's schema is loaded only when there is a draft to read (draft/fetch.ts).
const inStepKit = (id: string) => !id.includes('draft-view') && STEP_KIT.some((pattern) => pattern.test(id));

function manifestOf(
  output: Rolldown.OutputBundle | (Rolldown.OutputChunk | Rolldown.OutputAsset)[],
): ApplicantManifest {
  const chunks = Object.values(output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (file: string, seen = new Set<string>()): string[] => {
    for (const dep of byFile.get(file)?.imports ?? []) if (!seen.has(dep)) closure(dep, seen.add(dep));
    return [...seen];
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('applicant client: no entry chunk');
  const screens: ApplicantManifest['screens'] = {};
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
    const source = path.relative(ROOT, chunk.facadeModuleId).split(path.sep).join('/');
    screens[source] = { file: url(chunk.fileName), imports: closure(chunk.fileName).map(url) };
  }
  return { entry: url(entry.fileName), preload: closure(entry.fileName).map(url), screens };
}

/** `define`: the site configuration constants, as in the main build; `buildDir`: React Router's build directory. */
export function applicantClient(define: Record<string, string>, buildDir: string): Plugin {
  let built: Promise<ApplicantManifest> | undefined;
  let serving = false;
  const buildClient = async (): Promise<ApplicantManifest> => {
    const outDir = path.resolve(ROOT, buildDir, 'client');
    const result = await build({
      configFile: false,
      root: ROOT,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      define,
      build: {
        outDir,
        emptyOutDir: false,
        assetsInlineLimit: 0,
        rollupOptions: {
          input: path.join(ROOT, ENTRY),
          output: {
            entryFileNames: 'assets/apply-[hash].js',
            chunkFileNames: 'assets/apply-[name]-[hash].js',
            // One chunk for what every step screen needs, loaded with the entry: one file compresses
            // better than the dozen small shared chunks the automatic splitting makes (decision 032).
            codeSplitting: { groups: [{ name: 'kit', test: inStepKit }] },
          },
        },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
    const manifest = manifestOf(output.output);
    writeFileSync(path.resolve(ROOT, buildDir, APPLICANT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  };
  return {
    name: 'applicant-client',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify({ entry: `/${ENTRY}`, preload: [], screens: {} })};`;
      // Only the prerender reads it (root.tsx, under import.meta.env.SSR): the browser build gets nothing.
      if (this.environment.name !== 'ssr') return 'export default { entry: "", preload: [], screens: {} };';
      built ??= buildClient();
      return `export default ${JSON.stringify(await built)};`;
    },
  };
}
