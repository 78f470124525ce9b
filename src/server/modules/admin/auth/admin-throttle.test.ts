import { describe, expect, it } from 'vitest';
import { createAdmin, loginAdmin, SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import { LOGIN_CALLS_PER_IP } from '#server/modules/auth/auth-policy.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });

const login = (payload: object, ip: string) =>
  app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload, remoteAddress: ip });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe('login throttling under concurrency', () => {
  it('50 simultaneous wrong passwords: at most 5 answers of 401, the rest 429', async () => {
    const admin = await createAdmin(db.db);
    // Different addresses, so only the account limit applies (and not the per-IP call limit).
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => login({ email: admin.email, password: 'wrong password' }, uniqueIp())),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
  });

  it('50 simultaneous wrong TOTP codes: at most 5 answers of 401, the rest 429', async () => {
    const admin = await createAdmin(db.db);
    await loginAdmin(app, admin);
    clock.advance(60_000);
    const right = totpCode(admin.totpSecret!, clock.now());
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        login({ email: admin.email, password: admin.password, totp: wrong }, uniqueIp()),
      ),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeGreaterThan(0);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBe(50 - (counts[401] ?? 0));
  });
});

describe('no lock-out of an admin by a stranger (decision 010)', () => {
  it('failures from addresses that never signed in do not lock the admin out of its known address', async () => {
    const admin = await createAdmin(db.db);
    const home = uniqueIp();
    await loginAdmin(app, admin, home);
    const attacker = uniqueIp();
    for (let i = 0; i < 5; i++)
      expect((await login({ email: admin.email, password: `guess ${i}` }, attacker)).statusCode).toBe(401);
    // The attacker, and any other unknown address, is now throttled on this account...
    expect((await login({ email: admin.email, password: 'guess 6' }, attacker)).statusCode).toBe(429);
    expect((await login({ email: admin.email, password: admin.password }, uniqueIp())).statusCode).toBe(429);
    // ...but the admin signs in from its known address.
    clock.advance(30_000);
    const ok = await login(
      { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret!, clock.now()) },
      home,
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a known address has its own limit of 5 failures', async () => {
    const admin = await createAdmin(db.db);
    const home = uniqueIp();
    await loginAdmin(app, admin, home);
    for (let i = 0; i < 5; i++)
      expect((await login({ email: admin.email, password: `typo ${i}` }, home)).statusCode).toBe(401);
    expect((await login({ email: admin.email, password: admin.password }, home)).statusCode).toBe(429);
  });
});

describe('sign-in calls per address (issue 11 item 6)', () => {
  it(
    `answers 429 after ${LOGIN_CALLS_PER_IP} calls from one address in 15 minutes, ` + 'whatever their outcome',
    async () => {
      const admin = await createAdmin(db.db);
      await loginAdmin(app, admin);
      const ip = uniqueIp();
      // Right password without a code: not a counted failure, so only the call limit stops it.
      for (let i = 0; i < LOGIN_CALLS_PER_IP; i++) {
        expect((await login({ email: admin.email, password: admin.password }, ip)).statusCode).toBe(401);
      }
      const limited = await login({ email: uniqueEmail('other'), password: 'whatever' }, ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many sign-in attempts/);
      expect((await login({ email: admin.email, password: admin.password }, uniqueIp())).statusCode).toBe(401);
    },
  );
});
