import { describe, expect, it } from 'vitest';
import { adminSession, createAdmin, loginAdmin, SAME_ORIGIN, type TestAdmin, totpCode } from '#tests/support/admins.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import { RECENT_AUTH_MS } from '../../auth/admin-session.ts';
import { findAdminByEmail } from '../auth/admin-users.repository.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });

const post = (url: string, cookie: string, payload?: object, ip = uniqueIp()) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload, remoteAddress: ip });
const checkAuth = (cookie: string) => app.inject({ method: 'GET', url: '/api/admin/check-auth', headers: { cookie } });
const REAUTH = { message: 'Confirm your password and code to continue' };

/** The next 30-second step's code: each step is accepted once. */
function nextCode(admin: TestAdmin): string {
  clock.advance(30_000);
  return totpCode(admin.totpSecret!, clock.now());
}

describe('recent re-authentication (5 minutes)', () => {
  it(
    'creating an admin and new recovery codes are refused 5 minutes after sign-in, ' + 'allowed after /reauth',
    async () => {
      const me = await adminSession(app, db.db);
      // Within the window of the sign-in itself.
      expect((await post('/api/admin/users', me.cookie, { email: uniqueEmail('fresh') })).statusCode).toBe(201);

      clock.advance(RECENT_AUTH_MS + 1000);
      const create = await post('/api/admin/users', me.cookie, { email: uniqueEmail('late') });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toEqual(REAUTH);
      expect((await post('/api/admin/totp/recovery-codes', me.cookie)).json()).toEqual(REAUTH);

      const wrong = await post('/api/admin/reauth', me.cookie, { password: 'wrong password', totp: nextCode(me) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ path: 'password', message: 'Invalid password' }]);
      const ok = await post('/api/admin/reauth', me.cookie, { password: me.password, totp: nextCode(me) });
      expect(ok.statusCode).toBe(200);

      expect((await post('/api/admin/users', me.cookie, { email: uniqueEmail('again') })).statusCode).toBe(201);
      expect((await post('/api/admin/totp/recovery-codes', me.cookie)).json().recoveryCodes).toHaveLength(10);
    },
  );

  it(
    "resetting another admin's TOTP is refused 5 minutes after sign-in; " +
      "once allowed it ends that admin's sessions",
    async () => {
      const me = await adminSession(app, db.db);
      const other = await createAdmin(db.db);
      const otherCookie = await loginAdmin(app, other);
      const otherId = (await findAdminByEmail(db.db, other.email))!.id;
      clock.advance(RECENT_AUTH_MS + 1000);
      expect((await post(`/api/admin/users/${otherId}/reset-totp`, me.cookie)).json()).toEqual(REAUTH);
      expect(
        (await post('/api/admin/reauth', me.cookie, { password: me.password, totp: nextCode(me) })).statusCode,
      ).toBe(200);
      // Its next sign-in is enrolment-only.
      expect((await post(`/api/admin/users/${otherId}/reset-totp`, me.cookie)).statusCode).toBe(200);
      expect((await checkAuth(otherCookie)).statusCode).toBe(401);
      const again = await post('/api/admin/login', '', { email: other.email, password: other.password });
      expect(again.json()).toMatchObject({ mfaEnrolmentRequired: true });
    },
  );

  it('an enrolment-only session cannot start enrolment more than 5 minutes after its password', async () => {
    const admin = await createAdmin(db.db);
    const login = await post('/api/admin/login', '', { email: admin.email, password: admin.password });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    clock.advance(RECENT_AUTH_MS + 1000);
    const setup = await post('/api/admin/totp/setup', cookie);
    expect(setup.statusCode).toBe(403);
    expect(setup.json()).toEqual(REAUTH);
  });
});

describe('change password', () => {
  it('needs the current password and a code, then ends the other sessions only', async () => {
    const admin = await createAdmin(db.db);
    const mine = await loginAdmin(app, admin);
    const elsewhere = await loginAdmin(app, admin);
    clock.advance(RECENT_AUTH_MS + 1000);
    const newPassword = 'a brand new passphrase';

    const noCode = await post('/api/admin/password', mine, { currentPassword: admin.password, newPassword });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual([{ path: 'totp', message: 'Required' }]);
    const wrongCurrent = await post('/api/admin/password', mine, {
      currentPassword: 'not it at all',
      totp: nextCode(admin),
      newPassword,
    });
    expect(wrongCurrent.json().errors).toEqual([{ path: 'currentPassword', message: 'Invalid password' }]);
    const wrongCode = await post('/api/admin/password', mine, {
      currentPassword: admin.password,
      totp: '000000',
      newPassword,
    });
    expect(wrongCode.json().errors).toEqual([{ path: 'totp', message: 'Invalid or already used code' }]);
    const short = await post('/api/admin/password', mine, {
      currentPassword: admin.password,
      totp: nextCode(admin),
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect((await findAdminByEmail(db.db, admin.email))!.passwordHash).toBeTruthy();
    expect((await checkAuth(elsewhere)).statusCode).toBe(200);

    const ok = await post('/api/admin/password', mine, {
      currentPassword: admin.password,
      totp: nextCode(admin),
      newPassword,
    });
    expect(ok.statusCode).toBe(200);
    expect((await checkAuth(mine)).statusCode).toBe(200);
    expect((await checkAuth(elsewhere)).statusCode).toBe(401);
    const oldPassword = await post('/api/admin/login', '', {
      email: admin.email,
      password: admin.password,
      totp: nextCode(admin),
    });
    expect(oldPassword.statusCode).toBe(401);
    const newOne = await post('/api/admin/login', '', {
      email: admin.email,
      password: newPassword,
      totp: nextCode(admin),
    });
    expect(newOne.statusCode).toBe(200);
  });
});

describe('disabling an admin', () => {
  it('ends its sessions and refuses its sign-in; it can be enabled again', async () => {
    const me = await adminSession(app, db.db);
    const other = await createAdmin(db.db);
    const otherCookie = await loginAdmin(app, other);
    const otherId = (await findAdminByEmail(db.db, other.email))!.id;

    const list = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: me.cookie } });
    expect(list.json().admins).toContainEqual(
      expect.objectContaining({ email: other.email, totpEnabled: true, disabled: false }),
    );

    expect((await post(`/api/admin/users/${otherId}/disable`, me.cookie)).statusCode).toBe(200);
    expect((await checkAuth(otherCookie)).statusCode).toBe(401);
    const login = await post('/api/admin/login', '', {
      email: other.email,
      password: other.password,
      totp: nextCode(other),
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Invalid password' });

    const meId = (await findAdminByEmail(db.db, me.email))!.id;
    expect((await post(`/api/admin/users/${meId}/disable`, me.cookie)).statusCode).toBe(400);
    expect((await post('/api/admin/users/not-a-uuid/disable', me.cookie)).statusCode).toBe(400);

    expect((await post(`/api/admin/users/${otherId}/enable`, me.cookie)).statusCode).toBe(200);
    expect(
      (await post('/api/admin/login', '', { email: other.email, password: other.password, totp: nextCode(other) }))
        .statusCode,
    ).toBe(200);
  });
});
