import { describe, expect, it } from 'vitest';
import { adminLoginAttempts } from '#server/db/schema/index.ts';
import { eq, sql } from 'drizzle-orm';
import { createAdmin, loginAdmin, SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { cookiesFrom, createTestApp, uniqueEmail } from '#tests/support/test-app.ts';
import { ADMIN_ABSOLUTE_MS, ADMIN_IDLE_MS } from '../../auth/admin-session.ts';

// Throttling state lives in the shared database: each run uses its own addresses.
const NET = Math.floor(Math.random() * 250) + 1;

const { app, db, clock } = await createTestApp({ siteRoot: null });

const login = (payload: object, ip = `10.${NET}.10.1`, headers: Record<string, string> = SAME_ORIGIN) =>
  app.inject({ method: 'POST', url: '/api/admin/login', headers, payload, remoteAddress: ip });
const checkAuth = (cookie: string) => app.inject({ method: 'GET', url: '/api/admin/check-auth', headers: { cookie } });

describe('admin login', () => {
  it('logs in with the right password and code and sets an httpOnly SameSite=Strict cookie', async () => {
    const admin = await createAdmin(db.db);
    await loginAdmin(app, admin);
    clock.advance(30_000);
    const response = await login({
      email: admin.email.toUpperCase(),
      password: admin.password,
      totp: totpCode(admin.totpSecret!, clock.now()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, email: admin.email, mfaEnrolmentRequired: false });
    const cookie = response.cookies.find((c) => c.name === 'admin_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const check = await checkAuth(cookiesFrom(response));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ authenticated: true, email: admin.email });
  });

  it('answers unknown email and wrong password the same way, and logs both without the password', async () => {
    const admin = await createAdmin(db.db);
    const wrong = await login({ email: admin.email, password: 'not the password' }, `10.${NET}.10.2`);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await login({ email: unknownEmail, password: 'not the password' }, `10.${NET}.10.2`);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid password' });
    expect(unknown.json()).toEqual(wrong.json());
    const rows = await db.db
      .select()
      .from(adminLoginAttempts)
      .where(eq(sql`lower(${adminLoginAttempts.email})`, unknownEmail));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ success: false, reason: 'unknown_email', ip: `10.${NET}.10.2` });
    expect(JSON.stringify(rows)).not.toContain('not the password');
  });

  it('has no session without a cookie, and logout ends the session on the server', async () => {
    expect((await checkAuth('')).statusCode).toBe(401);
    const admin = await createAdmin(db.db);
    const cookie = await loginAdmin(app, admin);
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { ...SAME_ORIGIN, cookie } });
    expect(out.statusCode).toBe(204);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('rotates the session on login: the previous cookie stops working', async () => {
    const admin = await createAdmin(db.db);
    const first = await loginAdmin(app, admin);
    clock.advance(30_000);
    const payload = { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret!, clock.now()) };
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { ...SAME_ORIGIN, cookie: first },
      payload,
    });
    const second = cookiesFrom(again);
    expect(second).not.toBe(first);
    expect((await checkAuth(first)).statusCode).toBe(401);
    expect((await checkAuth(second)).statusCode).toBe(200);
  });

  it('ends a session idle for 30 minutes', async () => {
    const cookie = await loginAdmin(app, await createAdmin(db.db));
    clock.advance(ADMIN_IDLE_MS - 60_000);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    clock.advance(ADMIN_IDLE_MS - 60_000);
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    clock.advance(ADMIN_IDLE_MS + 1);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('ends an active session after 12 hours', async () => {
    const cookie = await loginAdmin(app, await createAdmin(db.db));
    for (let elapsed = 0; elapsed < ADMIN_ABSOLUTE_MS - 20 * 60_000; elapsed += 20 * 60_000) {
      clock.advance(20 * 60_000);
      expect((await checkAuth(cookie)).statusCode).toBe(200);
    }
    clock.advance(20 * 60_000);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('refuses a cross-site login (Origin and Sec-Fetch-Site checks)', async () => {
    const admin = await createAdmin(db.db);
    expect((await login(admin, `10.${NET}.10.3`, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(
      (await login(admin, `10.${NET}.10.3`, { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }))
        .statusCode,
    ).toBe(403);
    expect((await login(admin, `10.${NET}.10.3`, {})).statusCode).toBe(403);
    expect((await login(admin, `10.${NET}.10.3`, { referer: 'http://localhost:3000/admin/login' })).statusCode).toBe(
      200,
    );
  });

  it('validates the body', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures for 15 minutes, with Retry-After, then lets it in', async () => {
    const admin = await createAdmin(db.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: admin.email, password: 'wrong password' }, `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login({ email: admin.email, password: admin.password }, `10.${NET}.20.9`);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: admin.email, password: admin.password }, `10.${NET}.20.9`)).statusCode).toBe(200);
  });

  it('throttles an IP address after 20 failures across accounts', async () => {
    const ip = `10.${NET}.30.1`;
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: uniqueEmail('spray'), password: 'wrong password' }, ip)).statusCode).toBe(401);
    }
    const admin = await createAdmin(db.db);
    expect((await login(admin, ip)).statusCode).toBe(429);
    expect((await login(admin, `10.${NET}.30.2`)).statusCode).toBe(200);
  });
});
