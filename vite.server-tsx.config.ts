import { globSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';

// The server's .tsx files (email templates, its few self-contained pages) compiled for Node, which
// runs the server's .ts files without a build step and cannot run JSX (decision 150). package.json
// maps `#server/….tsx` to build/server-tsx/….js for Node and to the source for Vitest and
// TypeScript (the "source" condition). Only JSX is compiled, file for file: a .tsx imports the
// project's .ts files through #shared/ or #server/ and packages by name, all left as imports, so the
// server and its templates share one copy of each module. Written to build/server-tsx whatever
// BUILD_DIR says: package.json names that folder.
const root = path.resolve(import.meta.dirname, 'src/server');
const input = globSync('**/*.tsx', { cwd: root, exclude: (name) => name.endsWith('.test.tsx') }).map((file) =>
  path.join(root, file),
);

export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'build/server-tsx',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rolldownOptions: {
      input,
      external: (id, importer) => {
        if (id.startsWith('#') || !(id.startsWith('.') || path.isAbsolute(id))) return true;
        if (importer && !/\.tsx$/.test(id))
          throw new Error(`${importer} imports ${id}: a .tsx imports .ts files through #server/ or #shared/`);
        return false;
      },
      output: { preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js' },
    },
  },
});
