// Issue 26.5: repeated wrong two-factor codes after the right password email the admin, and a
// daily ceiling locks the account's codes until a recovery code or another admin unlocks it.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { adminUsers, outboxMessages } from '#server/db/schema/index.ts';
import { INVALID_TOTP, TOTP_LOCKED } from '#shared/admin/auth-messages.ts';
import { adminSession, createAdmin, loginAdmin, SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { normaliseEmail } from '../admin/auth/admin-users.repository.ts';
import { THROTTLE_WINDOW_MS } from './login-throttle.ts';
import { WRONG_CODE_ALERT_AFTER, WRONG_CODES_PER_DAY } from './totp-guessing.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });

/** A 6-digit code that none of the steps around `at` accepts. */
function wrongCode(secret: string, at: Date): string {
  const near = [-30_000, 0, 30_000].map((ms) => totpCode(secret, at.getTime() + ms));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
const signIn = (a: App, payload: object, ip: string) =>
  a.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload, remoteAddress: ip });
// In the order they were queued: without an order the database may return them either way round
// (CI once read the lock email first).
const mailsTo = async (email: string) =>
  (
    await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(asc(outboxMessages.id))
  ).map((m) => m.subject);
const lockedAt = async (email: string) =>
  (
    await db.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, normaliseEmail(email)))
  )[0]!.totpLockedAt;

/** Enters `n` wrong codes (right password), moving the clock past the 15-minute throttle as needed. */
async function wrongCodes(admin: { email: string; password: string; totpSecret?: string }, n: number, ip: string) {
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % 4 === 0) clock.advance(THROTTLE_WINDOW_MS + 1000);
    const answer = await signIn(
      app,
      { email: admin.email, password: admin.password, totp: wrongCode(admin.totpSecret!, clock.now()) },
      ip,
    );
    expect(answer.statusCode, answer.body).toBe(401);
    expect(answer.json().message).toBe(INVALID_TOTP);
  }
}

describe('wrong two-factor codes', () => {
  // Ten throttled sign-ins with the slow password hash: slow on a loaded machine, not timed.
  it(
    'email the admin after a few, lock the codes at the daily ceiling, and a recovery code unlocks',
    {
      timeout: 90_000,
    },
    async () => {
      const admin = await createAdmin(db.db);
      await loginAdmin(app, admin);
      const ip = uniqueIp();

      await wrongCodes(admin, WRONG_CODE_ALERT_AFTER - 1, ip);
      expect(await mailsTo(admin.email)).toEqual([]);
      await wrongCodes(admin, 1, ip);
      expect(await mailsTo(admin.email)).toEqual(['Wrong two-factor codes for your admin account']);

      clock.advance(THROTTLE_WINDOW_MS + 1000);
      await wrongCodes(admin, WRONG_CODES_PER_DAY - WRONG_CODE_ALERT_AFTER, ip);
      expect(await lockedAt(admin.email)).not.toBeNull();
      expect(await mailsTo(admin.email)).toEqual([
        'Wrong two-factor codes for your admin account',
        'Your admin account is locked after wrong two-factor codes',
      ]);

      // Locked: even the right code is refused (and not checked).
      clock.advance(THROTTLE_WINDOW_MS + 1000);
      const right = await signIn(
        app,
        { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret!, clock.now()) },
        ip,
      );
      expect(right.statusCode).toBe(401);
      expect(right.json()).toEqual({ message: TOTP_LOCKED, mfaRequired: true });
      // A day later it is still locked: only a person unlocks it.
      clock.advance(25 * 60 * 60 * 1000);
      expect(
        (
          await signIn(
            app,
            { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret!, clock.now()) },
            ip,
          )
        ).json().message,
      ).toBe(TOTP_LOCKED);

      const recovered = await signIn(
        app,
        { email: admin.email, password: admin.password, totp: admin.recoveryCodes![0] },
        ip,
      );
      expect(recovered.statusCode, recovered.body).toBe(200);
      expect(await lockedAt(admin.email)).toBeNull();
      clock.advance(60_000);
      await loginAdmin(app, admin, ip);
    },
  );

  it('another admin, freshly re-authenticated, unlocks a locked account (audited)', async () => {
    const locked = await createAdmin(db.db);
    await loginAdmin(app, locked);
    await db.db.update(adminUsers).set({ totpLockedAt: clock.now() }).where(eq(adminUsers.email, locked.email));
    const { id } = (await db.db.select().from(adminUsers).where(eq(adminUsers.email, locked.email)))[0]!;
    const other = await adminSession(app, db.db);
    const unlock = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${id}/unlock-totp`,
      headers: { ...SAME_ORIGIN, cookie: other.cookie },
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(await lockedAt(locked.email)).toBeNull();
    clock.advance(60_000);
    await loginAdmin(app, locked);
    const { auditLog } = await import('#server/db/schema/index.ts');
    expect(
      await db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'admin_users.unlock_totp'))),
    ).not.toHaveLength(0);
  });
});
