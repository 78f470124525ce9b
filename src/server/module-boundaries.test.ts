import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_LAYERS } from '../../eslint/boundaries.js';

// Server modules in layers (eslint/boundaries.js, decision 144): a module imports only the index.ts of a
// module below it, type imports included; the rest of src/server reaches a module through its index.ts.

const eslint = new ESLint();
const zoneMessages = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
};
const importing = (from: string) => `import * as other from '${from}';\nexport const o = other;\n`;
const importingType = (from: string) => `import type { Thing } from '${from}';\nexport type T = Thing;\n`;
const PROBE = 'src/server/modules/lenders/portal/probe.ts';
const BELOW = 'the index.ts of a module below it';

describe('a server module imports only the index.ts of a module below it', () => {
  // The first lint reads the import graph (import-x/no-cycle): a warm-up, not a test.
  beforeAll(() => zoneMessages(importing('./x.ts'), PROBE), 180_000);

  it.each([
    // below, but past its index.ts
    '#server/modules/auth/totp.ts',
    '#server/modules/lenders/ledger/ledger.ts',
    '../panel/ping-tree.ts',
    // above it (an arrow back up), even through the index
    '#server/modules/admin/index.ts',
    '#server/modules/applications/index.ts',
  ])('%s is refused', async (from) => {
    expect(await zoneMessages(importing(from), PROBE)).toEqual([expect.stringContaining(BELOW)]);
  });

  it('a type-only import back up is refused too', async () => {
    expect(await zoneMessages(importingType('#server/modules/review-requests/index.ts'), PROBE)).toEqual([
      expect.stringContaining(BELOW),
    ]);
  });

  it.each([
    '#server/modules/auth/index.ts',
    '../panel/index.ts',
    '#server/modules/lenders/directory/index.ts',
    './x.ts',
  ])('%s is allowed', async (from) => {
    expect(await zoneMessages(importing(from), PROBE)).toEqual([]);
  });

  it('app.ts and the services reach a module through its index.ts', async () => {
    expect(await zoneMessages(importing('#server/modules/applications/index.ts'), 'src/server/app.ts')).toEqual([]);
    expect(
      await zoneMessages(importing('#server/modules/applications/applicant.services.ts'), 'src/server/services.ts'),
    ).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('a test may reach into a module (white-box)', async () => {
    expect(
      await zoneMessages(importing('#server/modules/lenders/ledger/ledger.ts'), 'src/server/modules/admin/x.test.ts'),
    ).toEqual([]);
  });

  it('every module folder has its place in the layers, and an index.ts', () => {
    const root = 'src/server/modules';
    const folders = readdirSync(root).flatMap((name) =>
      name === 'lenders' ? readdirSync(path.join(root, name)).map((sub) => `lenders/${sub}`) : [name],
    );
    const modules = folders.filter((folder) => statSync(path.join(root, folder)).isDirectory());
    expect(modules.filter((module) => !SERVER_LAYERS.includes(module))).toEqual([]);
    const withoutIndex = modules.filter((module) => {
      try {
        return !statSync(path.join(root, module, 'index.ts')).isFile();
      } catch {
        return true;
      }
    });
    // A module nothing else uses (it is wired by app.ts alone) has an index.ts all the same.
    expect(withoutIndex).toEqual([]);
  });
});
