// Vite plugin: bundles src/web/islands/entry.ts (plain TypeScript, no framework) with Rolldown and
// exposes the minified code as the default export of 'virtual:site-islands'. The prerender reads
// it and inlines it into each content page, so those pages need no script download at all.
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:site-islands';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = fileURLToPath(new URL('../src/web/islands/entry.ts', import.meta.url));

/** `define`: the same compile-time constants as the Vite build (the site configuration). */
export async function bundleIslands(define: Record<string, string> = {}): Promise<{ code: string; files: string[] }> {
  const bundle = await rolldown({ input: ENTRY, platform: 'browser', logLevel: 'warn', transform: { define } });
  try {
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    const chunk = output[0];
    if (output.length !== 1 || chunk.type !== 'chunk')
      throw new Error('site islands: expected exactly one chunk (no dynamic imports)');
    // Inlined into HTML: a closing script tag inside the code would end the element early.
    if (/<\/script/i.test(chunk.code)) throw new Error('site islands: the bundle contains "</script"');
    return { code: chunk.code.trim(), files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
  } finally {
    await bundle.close();
  }
}

export function siteIslands(define: Record<string, string> = {}): Plugin {
  return {
    name: 'site-islands',
    resolveId: (source) => (source === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { code, files } = await bundleIslands(define);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
