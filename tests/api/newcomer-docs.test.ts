import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 27 items 15, 17 and 18: what a newcomer reads and what CI checks.
const readme = readFileSync('README.md', 'utf8');
const ci = readFileSync('.ci/run', 'utf8');

describe('newcomer docs and CI', () => {
  it('CI fails when npm install changes the committed lockfile (27.15)', () => {
    const install = ci.search(/^npm install/m);
    const check = ci.search(/^git diff --exit-code[^\n]*-- package-lock\.json/m);
    expect(install).toBeGreaterThan(-1);
    expect(check).toBeGreaterThan(install);
    expect(check).toBeLessThan(ci.search(/^npm test/m));
  });

  it('says the engine warnings of an install on an older system Node are expected (27.17)', () => {
    expect(readme).toMatch(/EBADENGINE[^]*expected/);
  });

  it('never advises TRUST_PROXY=true, which the configuration refuses (27.18)', () => {
    const advice = readme.split('\n').filter((line) => line.includes('TRUST_PROXY=true'));
    expect(advice).toEqual([]);
  });
});
