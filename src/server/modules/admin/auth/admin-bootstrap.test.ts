import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema/index.ts';
import type { Database } from '#server/db/client.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import {
  INVALID_PASSWORD,
  ONE_TIME_PASSWORD_EXPIRED,
  PASSWORD_CHANGE_REQUIRED,
  SAME_PASSWORD,
} from '#shared/admin/auth-messages.ts';
import { TOTP_SECRET_CONTEXT } from '../../auth/totp.ts';
import { SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { createTestApp, testDatabase, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-bootstrap.ts';
import { INITIAL_PASSWORD_TTL_MS } from '#server/modules/auth/auth-policy.ts';
import { findAdminByEmail, upsertAdminPassword } from './admin-users.repository.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../auth/passwords.ts';

const { db } = await testDatabase();
const silent = { info: () => undefined };
const DATA_KEY = 'b'.repeat(64);
const baseEnv = () => ({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bootstrap-')), DATA_KEY });
const base32 = (bytes: Buffer) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const b of bytes) bits += b.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => alphabet[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
};

describe('admin bootstrap', () => {
  it('creates the ADMIN_EMAIL admin, then resets its password on the next boot', async () => {
    const email = uniqueEmail('boot');
    await bootstrapAdmin(
      db,
      { ...baseEnv(), ADMIN_EMAIL: email, ADMIN_PASSWORD: 'first-password-123' },
      silent,
      new Date(),
    );
    const created = await findAdminByEmail(db, email);
    expect(await verifyPassword(created!.passwordHash, 'first-password-123')).toBe(true);
    await bootstrapAdmin(
      db,
      { ...baseEnv(), ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-password-456' },
      silent,
      new Date(),
    );
    const reset = await findAdminByEmail(db, email);
    expect(reset!.id).toBe(created!.id);
    // A password the operator chose does not expire.
    expect(reset!.passwordExpiresAt).toBeNull();
    expect(await verifyPassword(reset!.passwordHash, 'second-password-456')).toBe(true);
    expect(await verifyPassword(reset!.passwordHash, 'first-password-123')).toBe(false);
  });

  it(
    'ADMIN_TOTP_SECRET enrols that admin at boot: the password alone no longer signs in, ' + 'password + code does',
    async () => {
      const { app, clock } = await createTestApp({ siteRoot: null, env: { DATA_KEY } });
      const email = uniqueEmail('boot-totp');
      const secret = base32(randomBytes(20));
      await bootstrapAdmin(
        db,
        { ...baseEnv(), ADMIN_EMAIL: email, ADMIN_PASSWORD: 'boot-password-123', ADMIN_TOTP_SECRET: secret },
        silent,
        clock.now(),
      );
      const stored = await findAdminByEmail(db, email);
      expect(stored?.totpEnabledAt).toBeTruthy();
      expect(createFieldCipher(DATA_KEY).decrypt(stored!.totpSecret!, TOTP_SECRET_CONTEXT)).toBe(secret);
      const ip = uniqueIp();
      const login = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload, remoteAddress: ip });
      const noCode = await login({ email, password: 'boot-password-123' });
      expect(noCode.statusCode).toBe(401);
      expect(noCode.json()).toMatchObject({ mfaRequired: true });
      const ok = await login({ email, password: 'boot-password-123', totp: totpCode(secret, clock.now()) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ mfaEnrolmentRequired: false });
    },
  );

  it(
    'with no admin at all, writes a one-time password to DATA_DIR/secrets (mode 0600) ' + 'and logs only the path',
    async () => {
      class Rollback extends Error {}
      const logged: string[] = [];
      const log = { info: (message: string) => void logged.push(message) };
      const env = baseEnv();
      const file = path.join(env.DATA_DIR, 'secrets', 'initial-admin-password');
      await db
        .transaction(async (tx) => {
          const t = tx as unknown as Database;
          await t.delete(adminUsers).where(eq(adminUsers.email, adminUsers.email));
          const bootedAt = new Date();
          await bootstrapAdmin(t, env, log, bootedAt);
          const password = readFileSync(file, 'utf8').trim();
          expect(password).toHaveLength(20);
          expect(statSync(file).mode & 0o777).toBe(0o600);
          const admin = await findAdminByEmail(t, DEFAULT_ADMIN_EMAIL);
          expect(await verifyPassword(admin!.passwordHash, password)).toBe(true);
          // One-time: replaced at the first sign-in, void after 24 hours (issue 26.4).
          expect(admin!.passwordExpiresAt).toEqual(new Date(bootedAt.getTime() + INITIAL_PASSWORD_TTL_MS));
          expect(logged).toHaveLength(1);
          expect(logged[0]).toContain(file);
          expect(logged.join('\n')).not.toContain(password);
          await bootstrapAdmin(t, env, log, new Date());
          expect(logged).toHaveLength(1);
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    },
  );

  describe("the first admin's one-time password (issue 26.4)", () => {
    // The same record bootstrapAdmin writes for admin@localhost, under an address of this test.
    async function oneTimeAdmin(now: Date) {
      const email = uniqueEmail('first-admin');
      const password = generatePassword();
      await upsertAdminPassword(
        db,
        email,
        await hashPassword(password),
        new Date(now.getTime() + INITIAL_PASSWORD_TTL_MS),
      );
      return { email, password };
    }

    it("signs in only once, in the call that replaces it by the admin's own password", async () => {
      const { app, clock } = await createTestApp({ siteRoot: null, env: { DATA_KEY } });
      const { email, password } = await oneTimeAdmin(clock.now());
      const ip = uniqueIp();
      const login = (payload: object) =>
        app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload, remoteAddress: ip });

      const first = await login({ email, password });
      expect(first.statusCode).toBe(401);
      expect(first.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED, passwordChangeRequired: true });
      expect(first.cookies).toEqual([]);
      expect((await login({ email, password, newPassword: 'short' })).statusCode).toBe(400);
      const same = await login({ email, password, newPassword: password });
      expect(same.statusCode).toBe(400);
      expect(same.json().errors).toEqual([{ path: 'newPassword', message: SAME_PASSWORD }]);

      const replaced = await login({ email, password, newPassword: 'my own password 123' });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json()).toEqual({ success: true, email, mfaEnrolmentRequired: true });
      expect(replaced.cookies.map((c) => c.name)).toContain('admin_sid');

      // Used: whoever holds it now cannot sign in with it, nor enrol their own authenticator.
      const again = await login({ email, password, newPassword: 'someone elses password' });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ message: INVALID_PASSWORD });
      expect((await login({ email, password })).statusCode).toBe(401);
      const own = await login({ email, password: 'my own password 123' });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({ mfaEnrolmentRequired: true });
      expect((await findAdminByEmail(db, email))!.passwordExpiresAt).toBeNull();
    });

    it('expires 24 hours after it was generated, used or not', async () => {
      const { app, clock } = await createTestApp({ siteRoot: null, env: { DATA_KEY } });
      const { email, password } = await oneTimeAdmin(clock.now());
      const stored = (await findAdminByEmail(db, email))!.passwordHash;
      clock.advance(INITIAL_PASSWORD_TTL_MS);
      const ip = uniqueIp();
      for (const payload of [
        { email, password },
        { email, password, newPassword: 'my own password 123' },
      ]) {
        const late = await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: SAME_ORIGIN,
          payload,
          remoteAddress: ip,
        });
        expect(late.statusCode).toBe(401);
        expect(late.json()).toEqual({ message: ONE_TIME_PASSWORD_EXPIRED });
        expect(late.cookies).toEqual([]);
      }
      expect((await findAdminByEmail(db, email))!.passwordHash).toBe(stored);
    });
  });
});
