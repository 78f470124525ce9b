import { describe, expect, it } from 'vitest';
import { buildReport, countWarnings } from '../../scripts/build-output.ts';

// As Rolldown prints it (colours included) for a dependency's "use client".
const BOXED =
  '\u001b[33m\u001b[33m[MODULE_LEVEL_DIRECTIVE] \u001b[0mThe semantics of the module level directive "use client" ' +
  'in "node_modules/sonner/dist/index.mjs" are not supported\n' +
  '   \u001b[38;5;246m╭─\u001b[0m[ node_modules/sonner/dist/index.mjs:1:1 ]\n' +
  " \u001b[38;5;246m1 │\u001b[0m 'use client';\n" +
  '   \u001b[38;5;246m╰────\u001b[0m\n';

describe('what npm start shows of the build (issue 27.16)', () => {
  it('a successful build is one line, counting the warnings it hides', () => {
    const output = `vite v8 building…\n${BOXED.repeat(47)}build/client/assets/a.js 0.10 kB\n✓ built in 9s\n`;
    expect(countWarnings(output)).toBe(47);
    expect(buildReport(0, output, 12.34)).toBe(
      'Site built in 12.3 s (47 build warnings not shown: npm run build shows them).',
    );
    expect(buildReport(0, 'done\n', 5)).toBe('Site built in 5.0 s.');
  });

  it('a failed build shows everything it printed', () => {
    const output = `${BOXED}error during build:\n[vite]: Rollup failed to resolve import "x"\n`;
    const report = buildReport(1, output, 3);
    expect(report).toContain('Rollup failed to resolve import "x"');
    expect(report).toContain('MODULE_LEVEL_DIRECTIVE');
    expect(report.split('\n').at(-1)).toBe('The site build failed (exit status 1): see above.');
  });
});
