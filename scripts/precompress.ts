// After `react-router build` (`npm run build`, and `npm start` when it builds): writes a gzip
// (level 9) and a brotli (best quality) copy next to every compressible file of build/client/assets
// and the icons, once per build; @fastify/static sends them (`preCompressed`, decision 040). The
// prerendered pages carry a placeholder origin until the server knows PUBLIC_URL: it writes them,
// and their compressed copies, once per PUBLIC_URL and build (plugins/static-pages.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writePrecompressed } from '../src/server/lib/precompressed.ts';

const root = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|ico|json|txt|xml|webmanifest)$/;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.flatMap((e) => (e.isFile() && COMPRESSIBLE.test(e.name) ? [path.join(dir, e.name)] : []));
}

const started = performance.now();
const queue = [...(await files(path.join(root, 'assets'))), ...(await files(root))];
let written = 0;
// Two at a time: the machine has two cores.
await Promise.all(
  [0, 1].map(async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const bytes = await readFile(file);
      if (bytes.length < 512) continue;
      if ((await writePrecompressed(file, bytes)) > 0) written += 1;
    }
  }),
);
console.log(`precompressed ${written} files (gzip 9 + brotli 11) in ${Math.round(performance.now() - started)} ms`);
