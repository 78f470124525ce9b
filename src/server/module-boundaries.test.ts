import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Server import zones (eslint/boundaries.js): a module uses another module's services, repositories,
// schemas and types; its routes and plugins are wired by src/server/app.ts alone.

const eslint = new ESLint();
const zoneMessages = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
};
const importing = (from: string) => `import * as other from '${from}';\nexport const o = other;\n`;
const PROBE = 'src/server/modules/lender-portal/probe.ts';

describe("a server module imports no other module's routes or plugin", () => {
  it.each([
    '#server/modules/admin/auth/admin-auth.routes.ts',
    '../applications/applications.routes.ts',
    '#server/modules/lender-panel/lender-panel.plugin.ts',
  ])('%s is refused', async (from) => {
    expect(await zoneMessages(importing(from), PROBE)).toEqual([
      expect.stringContaining('only src/server/app.ts wires them'),
    ]);
  });

  it.each([
    '#server/modules/admin/admin-routes-options.ts',
    '#server/modules/admin/auth/two-factor-sign-in.ts',
    './lender-portal.plugin.ts',
  ])('%s is allowed', async (from) => {
    expect(await zoneMessages(importing(from), PROBE)).toEqual([]);
  });

  it('app.ts wires them', async () => {
    expect(
      await zoneMessages(importing('#server/modules/applications/applications.routes.ts'), 'src/server/app.ts'),
    ).toEqual([]);
  });
});
