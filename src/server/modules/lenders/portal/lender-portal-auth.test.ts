import { afterAll, describe, expect, it } from 'vitest';
import { adminSession, loginAdmin, totpCode } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { uniqueEmail, uniqueIp } from '#tests/support/unique.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import {
  enrolledLenderUser,
  LENDER_PASSWORD,
  portalGet,
  portalPost,
  signInAgain,
  writePanel,
} from './portal.fixtures.ts';

const s = Math.random().toString(36).slice(2, 8);
const A = `auth-a-${s}`;
const fake = await startFakeLenders([{ id: A }]);
const { app, db, clock } = await createTestApp({
  siteRoot: null,
  env: { LENDER_PANEL: writePanel(fake.config(), A) },
});
clock.set(new Date('2031-05-10T12:00:00Z'));
const admin = await adminSession(app, db.db);
/** The admin signs in again: the tests move the clock past its session's idle time. */
const fresh = () => loginAdmin(app, admin);
const login = (body: object, ip = uniqueIp()) => portalPost(app, '/api/lender-portal/login', body, '', ip);

describe('lender users: provisioning by an admin', () => {
  it('needs an admin session, a lender on the panel and a new email; answers a one-time password once', async () => {
    const email = uniqueEmail('lender');
    expect((await portalPost(app, `/api/admin/lenders/${A}/users`, { email })).statusCode).toBe(401);
    const unknown = await portalPost(app, `/api/admin/lenders/nobody-${s}/users`, { email }, await fresh());
    expect(unknown.statusCode).toBe(404);
    const created = await portalPost(app, `/api/admin/lenders/${A}/users`, { email }, await fresh());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, lenderId: A, signInUrl: 'http://localhost:3000/lenders/login' });
    expect(created.json().oneTimePassword).toMatch(/^[A-Za-z0-9]{20}$/);
    const again = await portalPost(app, `/api/admin/lenders/${A}/users`, { email }, await fresh());
    expect(again.statusCode).toBe(409);
  });
});

describe('lender users: sign-in by the admin rules', () => {
  it('replaces the one-time password at first use, then enrols TOTP before anything else', async () => {
    const email = uniqueEmail('lender');
    const created = await portalPost(app, `/api/admin/lenders/${A}/users`, { email }, await fresh());
    const { oneTimePassword } = created.json() as { oneTimePassword: string };
    const asked = await login({ email, password: oneTimePassword });
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toMatchObject({ passwordChangeRequired: true });
    const first = await login({ email, password: oneTimePassword, newPassword: LENDER_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email, lender: { id: A }, mfaEnrolmentRequired: true });
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(first.cookies.map((c) => c.name)).toEqual(['lender_sid']);
    const blocked = await portalGet(app, '/api/lender-portal/leads', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ mfaEnrolmentRequired: true });
    // The one-time password is spent.
    expect((await login({ email, password: oneTimePassword, newPassword: 'another password 1234' })).statusCode).toBe(
      401,
    );
  });

  it('a one-time password is void after 24 hours', async () => {
    const email = uniqueEmail('lender');
    const created = await portalPost(app, `/api/admin/lenders/${A}/users`, { email }, await fresh());
    clock.advance(24 * 3_600_000 + 1);
    const late = await login({ email, password: created.json().oneTimePassword, newPassword: LENDER_PASSWORD });
    expect(late.statusCode).toBe(401);
  });

  it('asks for the code once enrolled, refuses a wrong or replayed one, accepts a recovery code once', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    expect((await portalGet(app, '/api/lender-portal/leads', user.cookie)).statusCode).toBe(200);
    const bare = await login({ email: user.email, password: user.password });
    expect(bare.json()).toMatchObject({ mfaRequired: true });
    const wrong = await login({ email: user.email, password: user.password, totp: '000000' });
    expect(wrong.statusCode).toBe(401);
    clock.advance(60_000);
    const code = totpCode(user.totpSecret, clock.now());
    expect((await login({ email: user.email, password: user.password, totp: code })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password, totp: code })).statusCode).toBe(401);
    const recovery = user.recoveryCodes[0]!;
    expect((await login({ email: user.email, password: user.password, totp: recovery })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password, totp: recovery })).statusCode).toBe(401);
  });

  it('throttles wrong passwords per account (429 with Retry-After), as the admin sign-in does', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1)
      expect((await login({ email: user.email, password: 'wrong password!!' }, ip)).statusCode).toBe(401);
    const throttled = await login({ email: user.email, password: user.password }, ip);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(16 * 60_000);
    expect(await signInAgain(app, user)).toContain('lender_sid=');
  });

  it('locks the codes after 10 wrong ones in a day; a recovery code still signs in and unlocks', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    for (let i = 0; i < 10; i += 1) {
      if (i % 4 === 3) clock.advance(16 * 60_000);
      const wrong = await login({ email: user.email, password: user.password, totp: '111111' });
      expect(wrong.statusCode).toBe(401);
    }
    clock.advance(16 * 60_000);
    const right = await login({
      email: user.email,
      password: user.password,
      totp: totpCode(user.totpSecret, clock.now()),
    });
    expect(right.json().message).toMatch(/locked/i);
    const recovered = await login({ email: user.email, password: user.password, totp: user.recoveryCodes[1]! });
    expect(recovered.statusCode).toBe(200);
  });
});

describe('lender sessions', () => {
  it('are not admin sessions, and admin sessions are not lender sessions', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    expect((await portalGet(app, '/api/admin/check-auth', user.cookie)).statusCode).toBe(401);
    expect((await portalGet(app, '/api/admin/returns', user.cookie)).statusCode).toBe(401);
    expect((await portalGet(app, '/api/lender-portal/leads', await fresh())).statusCode).toBe(401);
    expect((await portalGet(app, '/api/lender-portal/me', '')).statusCode).toBe(401);
  });

  it('end at sign-out and after 30 idle minutes; a cross-site post is refused', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    clock.advance(30 * 60_000);
    expect((await portalGet(app, '/api/lender-portal/me', user.cookie)).statusCode).toBe(401);
    const cookie = await signInAgain(app, user);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/lender-portal/test-lead',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await portalPost(app, '/api/lender-portal/logout', undefined, cookie)).statusCode).toBe(204);
    expect((await portalGet(app, '/api/lender-portal/me', cookie)).statusCode).toBe(401);
  });
});

afterAll(() => fake.close());
