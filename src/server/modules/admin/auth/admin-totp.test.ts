import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema/index.ts';
import { createAdmin, loginAdmin, SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { cookiesFrom, createTestApp, uniqueIp } from '#tests/support/test-app.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });

const post = (url: string, cookie: string, payload?: object, ip = uniqueIp()) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload, remoteAddress: ip });
const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

const ENROLMENT_BODY = { message: 'Two-factor enrolment required', mfaEnrolmentRequired: true };

/** A new admin signed in by password alone: an enrolment-only session. */
async function enrolmentSession() {
  const admin = await createAdmin(db.db);
  const response = await post('/api/admin/login', '', { email: admin.email, password: admin.password });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, email: admin.email, mfaEnrolmentRequired: true });
  return { admin, cookie: cookiesFrom(response) };
}

describe('enrolment-only session (password, no TOTP yet)', () => {
  it('answers 403 with the contract body on every other admin route, the CSV export included', async () => {
    const { cookie } = await enrolmentSession();
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/applications'],
      ['GET', '/api/admin/applications/stats'],
      ['GET', '/api/admin/applications/export.csv'],
      ['GET', '/api/admin/applications/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/campaigns'],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'someone@example.com' }],
      ['POST', '/api/admin/reauth', { password: 'x', totp: '123456' }],
      ['POST', '/api/admin/totp/recovery-codes'],
      ['GET', '/api/analytics/funnel'],
      ['GET', '/api/abtest/tests'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        headers: { ...SAME_ORIGIN, cookie },
        payload,
        remoteAddress: uniqueIp(),
      });
      expect(`${method} ${url} → ${response.statusCode}`).toBe(`${method} ${url} → 403`);
      expect(response.json()).toEqual(ENROLMENT_BODY);
    }
  });

  it('may call check-auth, GET totp, setup, confirm and logout only', async () => {
    const { admin, cookie } = await enrolmentSession();
    const check = await get('/api/admin/check-auth', cookie);
    expect(check.json()).toEqual({ authenticated: true, email: admin.email, mfaEnrolmentRequired: true });
    expect((await get('/api/admin/totp', cookie)).json()).toMatchObject({ enabled: false, email: admin.email });
    const setup = await post('/api/admin/totp/setup', cookie);
    expect(setup.statusCode).toBe(200);
    expect(Object.keys(setup.json()).sort()).toEqual(['otpauthUrl', 'qrDataUrl', 'secret']);
    expect((await post('/api/admin/logout', cookie)).statusCode).toBe(204);
    expect((await get('/api/admin/check-auth', cookie)).statusCode).toBe(401);
  });

  it('confirm rotates the session into a full one and returns 10 recovery codes', async () => {
    const { admin, cookie } = await enrolmentSession();
    const setup = await post('/api/admin/totp/setup', cookie);
    const { secret, qrDataUrl, otpauthUrl } = setup.json();
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const [stored] = await db.db.select().from(adminUsers).where(eq(adminUsers.email, admin.email));
    expect(stored?.totpSecret).not.toContain(secret);

    const wrong = await post('/api/admin/totp/confirm', cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirm = await post('/api/admin/totp/confirm', cookie, { code: totpCode(secret, clock.now()) });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body.enabled).toBe(true);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const full = cookiesFrom(confirm);
    expect(full).not.toBe(cookie);
    // The enrolment-only token is dead; the new one opens the back office.
    expect((await get('/api/admin/check-auth', cookie)).statusCode).toBe(401);
    expect((await get('/api/admin/check-auth', full)).json()).toEqual({ authenticated: true, email: admin.email });
    expect((await get('/api/admin/applications', full)).statusCode).toBe(200);
    expect((await get('/api/admin/totp', full)).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });
});

describe('signing in once enrolled', () => {
  it('needs a single-use code: none or a wrong one is 401 with mfaRequired', async () => {
    const admin = await createAdmin(db.db);
    await loginAdmin(app, admin);
    const ip = uniqueIp();
    const noCode = await post('/api/admin/login', '', { email: admin.email, password: admin.password }, ip);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: 'TOTP code required', mfaRequired: true });
    expect(noCode.cookies).toHaveLength(0);
    clock.advance(60_000);
    const code = totpCode(admin.totpSecret!, clock.now());
    const wrongPassword = await post('/api/admin/login', '', { ...admin, password: 'wrong password', totp: code }, ip);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid password' });
    expect(
      (await post('/api/admin/login', '', { email: admin.email, password: admin.password, totp: code }, ip)).statusCode,
    ).toBe(200);
    const replay = await post('/api/admin/login', '', { email: admin.email, password: admin.password, totp: code }, ip);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Invalid or already used code', mfaRequired: true });
  });

  it('accepts each recovery code once in place of the code', async () => {
    const admin = await createAdmin(db.db);
    await loginAdmin(app, admin);
    const codes = admin.recoveryCodes!;
    expect(codes).toHaveLength(10);
    for (const [i, code] of codes.entries()) {
      // Typed in lower case without dashes on the odd ones: the same code.
      const typed = i % 2 ? code.toLowerCase().replaceAll('-', '') : code;
      const ok = await post('/api/admin/login', '', { email: admin.email, password: admin.password, totp: typed });
      expect(ok.statusCode).toBe(200);
      const again = await post('/api/admin/login', '', { email: admin.email, password: admin.password, totp: code });
      expect(again.statusCode).toBe(401);
      // Successful sign-ins reset the account's failure count, so the loop is not throttled.
    }
    const cookie = await loginAdmin(app, admin);
    expect((await get('/api/admin/totp', cookie)).json()).toMatchObject({ recoveryCodesLeft: 0 });
  });

  it('needs a session to enrol', async () => {
    expect((await post('/api/admin/totp/setup', '')).statusCode).toBe(401);
  });
});
