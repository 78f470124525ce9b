// `npm test`: every check, in order of cost; stops at the first failure. Ends with one
// "N passed, N failed" line counting the Vitest and Playwright tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, 'vitest-results.json');
const playwrightJson = path.join(tmp, 'playwright-results.json');

const steps: [string, string, string[], Record<string, string>?][] = [
  ['type check', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['unit + API tests', 'vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile=${vitestJson}`]],
  ['browser tests', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }],
];

const counts = { passed: 0, failed: 0, skipped: 0 };
function tally() {
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    counts.passed += v.numPassedTests ?? 0;
    counts.failed += v.numFailedTests ?? 0;
    counts.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats ?? {};
    counts.passed += (p.expected ?? 0) + (p.flaky ?? 0);
    counts.failed += p.unexpected ?? 0;
    counts.skipped += p.skipped ?? 0;
  }
}

for (const file of [vitestJson, playwrightJson]) if (existsSync(file)) spawnSync('rm', ['-f', file]);
const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    tally();
    console.error(`\n✖ ${name} failed`);
    console.log(`tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}
tally();
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
