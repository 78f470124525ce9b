import { Secret, TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema/index.ts';
import { createAdmin, loginAdmin, SAME_ORIGIN } from '../../../../tests/support/admin-fixtures.ts';
import { createTestApp } from '../../../../tests/support/test-app.ts';

// Throttling state lives in the shared database: each run uses its own addresses.
const NET = Math.floor(Math.random() * 250) + 1;

const { app, db, clock } = await createTestApp({ siteRoot: null });

const codeAt = (secret: string, date: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: date.getTime() });

const post = (url: string, cookie: string, payload?: object, ip = `10.${NET}.90.1`) =>
  app.inject({ method: 'POST', url, headers: { ...SAME_ORIGIN, cookie }, payload, remoteAddress: ip });

describe('TOTP two-factor authentication', () => {
  it('enrols with a QR code, then requires a single-use code at login', async () => {
    const admin = await createAdmin(db.db);
    const cookie = await loginAdmin(app, admin);

    const setup = await post('/api/admin/totp/setup', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, qrDataUrl, otpauthUrl } = setup.json();
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const [stored] = await db.db.select().from(adminUsers).where(eq(adminUsers.email, admin.email));
    expect(stored?.totpSecret).toBeTruthy();
    expect(stored?.totpSecret).not.toContain(secret);

    expect((await post('/api/admin/totp/confirm', cookie, { code: '000000' })).statusCode).toBe(400);
    const confirm = await post('/api/admin/totp/confirm', cookie, { code: codeAt(secret, clock.now()) });
    expect(confirm.statusCode).toBe(200);
    const status = await app.inject({ method: 'GET', url: '/api/admin/totp', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true });

    // Password alone no longer opens a session.
    const noCode = await post('/api/admin/login', '', admin);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({ message: 'TOTP code required', mfaRequired: true });
    expect(noCode.cookies).toHaveLength(0);

    clock.advance(60_000);
    const code = codeAt(secret, clock.now());
    const wrongPassword = await post('/api/admin/login', '', { ...admin, password: 'wrong password', totp: code });
    expect(wrongPassword.json()).toEqual({ message: 'Invalid password' });
    const ok = await post('/api/admin/login', '', { ...admin, totp: code });
    expect(ok.statusCode).toBe(200);
    // The same code cannot be used twice.
    const replay = await post('/api/admin/login', '', { ...admin, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/code/i);
    expect((await post('/api/admin/login', '', { ...admin, totp: '123456' })).statusCode).toBe(401);
  });

  it('lets a signed-in admin add another admin with a one-time password', async () => {
    const cookie = await loginAdmin(app, await createAdmin(db.db));
    const email = `new.${Date.now()}@example.com`;
    const created = await post('/api/admin/users', cookie, { email });
    expect(created.statusCode).toBe(201);
    const { password } = created.json();
    expect(password).toHaveLength(20);
    expect(await loginAdmin(app, { email, password })).toContain('admin_sid=');
    expect((await post('/api/admin/users', cookie, { email })).statusCode).toBe(409);
  });

  it('needs a session to enrol', async () => {
    expect((await post('/api/admin/totp/setup', '')).statusCode).toBe(401);
  });
});
