// After `react-router build`: writes a brotli (best quality) and a gzip (level 9) copy next to
// every compressible file of build/client/assets and the icons, once per build. The server reads
// them instead of compressing (decision 015). Pages are not done here: the server rewrites their
// origin at boot and compresses the result then.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compress } from '../src/server/plugins/static-representation.ts';

const root = path.resolve(import.meta.dirname, '..', process.env.BUILD_DIR ?? 'build', 'client');
const COMPRESSIBLE = /\.(js|mjs|css|svg|ico|json|txt|xml)$/;

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
      await writeFile(`${file}.br`, await compress(bytes, 'br'));
      await writeFile(`${file}.gz`, await compress(bytes, 'gzip'));
      written += 1;
    }
  }),
);
console.log(`precompressed ${written} files (brotli 11 + gzip 9) in ${Math.round(performance.now() - started)} ms`);
