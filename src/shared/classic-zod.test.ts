import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Decision 033: classic zod everywhere. The lint rule refuses zod/mini in every part of the code,
// beside (not instead of) each part's own import restrictions.

const eslint = new ESLint();
const restricted = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

const PLACES = [
  'src/shared/probe.ts',
  'src/web/features/apply/probe.tsx',
  'src/web/features/admin/probe.ts',
  'src/web/islands/probe.ts',
  'src/server/probe.ts',
  'tests/api/probe.ts',
];

describe('zod/mini is refused by the lint rules', () => {
  it.each(PLACES)('in %s', async (filePath) => {
    for (const from of ['zod/mini', 'zod/v4/mini']) {
      const messages = await restricted(`import { z } from '${from}';\nexport const s = z.string();\n`, filePath);
      expect(messages).toContainEqual(expect.stringContaining('decision 033'));
    }
    expect(await restricted(`import { z } from 'zod';\nexport const s = z.string();\n`, filePath)).not.toContainEqual(
      expect.stringContaining('decision 033'),
    );
  });

  it("keeps each part's own restrictions", async () => {
    const shared = await restricted(
      `import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n`,
      PLACES[0]!,
    );
    expect(shared).toEqual([expect.stringContaining('src/shared runs in the browser and on the server')]);
    const web = await restricted(`import { env } from '../../../server/env.ts';\nexport const e = env;\n`, PLACES[1]!);
    expect(web).toEqual([expect.stringContaining('must not import server code')]);
    // Through the package's import map too ('#' starts a comment in these patterns unless escaped).
    const mapped = await restricted(`import { env } from '#server/env.ts';\nexport const e = env;\n`, PLACES[1]!);
    expect(mapped).toEqual([expect.stringContaining('must not import server code')]);
  });
});
