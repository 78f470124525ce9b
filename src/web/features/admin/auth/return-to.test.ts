import { describe, expect, it } from 'vitest';
import { afterSignIn, loginFor, safeReturnTarget } from './return-to.ts';

describe('the screen to return to after signing in (issue 42.8)', () => {
  it('follows a same-site path under /admin with its query and hash', () => {
    expect(safeReturnTarget('/admin/applications/abc?tab=1#log')).toBe('/admin/applications/abc?tab=1#log');
    expect(afterSignIn('/admin/analytics')).toBe('/admin/analytics');
  });

  it.each([
    ['another site', 'https://evil.example/admin/x'],
    ['a protocol-relative address', '//evil.example/admin/x'],
    ['a backslash read as a slash', '/\\evil.example/admin/x'],
    ['a script', 'javascript:alert(1)'],
    ['a path out of /admin', '/admin/../apply'],
    ['the public site', '/apply'],
    ['a look-alike prefix', '/administrator'],
    ['the sign-in itself', '/admin/login?next=/admin/x'],
    ['the enrolment step', '/admin/enrol'],
    ['a control character', '/admin/x\n'],
    ['nothing', null],
  ])('refuses %s and opens the dashboard', (_what, raw) => {
    expect(safeReturnTarget(raw)).toBeNull();
    expect(afterSignIn(raw)).toBe('/admin/dashboard');
  });

  it('carries the requested screen on the login address, but not the dashboard', () => {
    expect(loginFor('/admin/applications/abc')).toBe('/admin/login?next=%2Fadmin%2Fapplications%2Fabc');
    expect(loginFor('/admin/dashboard')).toBe('/admin/login');
    expect(loginFor('//evil.example')).toBe('/admin/login');
  });
});
