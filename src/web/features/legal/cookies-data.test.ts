import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPartyCookies } from './cookies-data.ts';

// The cookie page is read by visitors and the regulator: it lists what the site sets, no more.
const listed = firstPartyCookies.map((row) => row.name).join('\n');
const source = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');

describe('the cookie page lists what the site stores', () => {
  it('names each cookie and storage key the code sets', () => {
    for (const name of ['sid', 'admin_sid', 'lender_sid', 'cookie_consent', 'cookieConsent', 'adminAuth']) {
      expect(listed).toMatch(new RegExp(`(^|\\W)${name}(\\W|$)`, 'm'));
    }
    const storageKeys = [
      ...source('web/features/apply/draft/pending.ts').matchAll(/'(apply:[a-z-]+)'/g),
      ...source('web/features/apply/screens/handover.ts').matchAll(/'(apply:[a-z-]+)'/g),
      ...source('web/lib/exit-intent-rules.ts').matchAll(/storageKey: '([A-Za-z]+)'/g),
    ].map((m) => m[1]);
    expect(storageKeys.length).toBeGreaterThanOrEqual(4);
    for (const key of storageKeys) expect(listed).toContain(key);
  });

  it('no longer lists what the site stopped setting (the has_draft cookie, per-step copies)', () => {
    expect(listed).not.toContain('has_draft');
    expect(listed).not.toContain('apply:pending');
  });
});
