import { describe, expect, it } from 'vitest';
import { adminSession, createAdmin, loginAdmin, totpCode, type TestAdmin } from '#tests/support/admins.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uniqueEmail, uniqueIp } from '#tests/support/unique.ts';
import { LENDER_PASSWORD, portalPost, writePanel } from '#server/modules/lenders/portal/portal.fixtures.ts';
import { PASSWORD_COMMON, PASSWORD_GUESSABLE, PASSWORD_HAS_EMAIL } from './password-policy.ts';

// Passwords admins and lender users choose for themselves (issue 41.12): refused, with the reason
// on the field, when they are easy to guess; nothing changes and the old password still works.
const s = Math.random().toString(36).slice(2, 8);
const LENDER = `pw-${s}`;
const fake = await startFakeLenders([{ id: LENDER }]);
const { app, db, clock } = await createTestApp({
  siteRoot: null,
  env: { LENDER_PANEL: writePanel(fake.config(), LENDER) },
});
const admin = await adminSession(app, db.db);

/** Weak passwords for the account of `email`, each with the reason it is refused. */
const weakFor = (email: string): [string, string][] => [
  [`${email.split('@')[0]!.toUpperCase()} is my password`, PASSWORD_HAS_EMAIL],
  // The two (ASVS 5.0 V6.2.4: a common-password list), and their kin.
  ['password1234', PASSWORD_COMMON],
  ['Password1234!', PASSWORD_COMMON],
  ['qwertyuiop12', PASSWORD_COMMON],
  ['aaaaaaaaaaaa', PASSWORD_GUESSABLE],
  ['abcabcabcabc', PASSWORD_GUESSABLE],
];

function nextCode(who: TestAdmin): string {
  clock.advance(30_000);
  return totpCode(who.totpSecret!, clock.now());
}

describe('a lender user choosing a password at the first sign-in', () => {
  it('is refused a weak one, the one-time password left usable, and takes a good one', async () => {
    const email = uniqueEmail('lender');
    const created = await portalPost(
      app,
      `/api/admin/lenders/${LENDER}/users`,
      { email },
      await loginAdmin(app, admin),
    );
    const { oneTimePassword } = created.json() as { oneTimePassword: string };
    const login = (newPassword: string) =>
      portalPost(app, '/api/lender-portal/login', { email, password: oneTimePassword, newPassword }, '', uniqueIp());
    for (const [weak, reason] of weakFor(email)) {
      const refused = await login(weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json()).toEqual({ message: reason, errors: [{ path: 'newPassword', message: reason }] });
    }
    expect((await login(LENDER_PASSWORD)).statusCode).toBe(200);
  });
});

describe('an admin changing their password', () => {
  it('is refused a weak one, the current password unchanged, and takes a good one', async () => {
    const me = await createAdmin(db.db);
    const cookie = await loginAdmin(app, me);
    const change = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin', cookie },
        payload: { currentPassword: me.password, totp: nextCode(me), newPassword },
        remoteAddress: uniqueIp(),
      });
    for (const [weak, reason] of weakFor(me.email)) {
      const refused = await change(weak);
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'newPassword', message: reason }]);
    }
    expect((await change('a brand new passphrase')).statusCode).toBe(200);
  });
});
