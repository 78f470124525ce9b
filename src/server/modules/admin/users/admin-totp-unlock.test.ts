// Issue 27 (admin): a TOTP-locked admin (issue 26.5) shows as locked on the Users screen and
// another admin unlocks it there; the server decides who may, and the audit log says who did.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUsers } from '#server/db/schema/index.ts';
import { adminSession, auditRows, createAdmin, loginAdmin, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { normaliseEmail } from '../auth/admin-users.repository.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });

type Listed = { id: string; email: string; totpLocked: boolean };
const listed = async (cookie: string, email: string) =>
  (
    (await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie } })).json() as { admins: Listed[] }
  ).admins.find((a) => a.email === normaliseEmail(email))!;
const unlock = (id: string, cookie: string) =>
  app.inject({ method: 'POST', url: `/api/admin/users/${id}/unlock-totp`, headers: { ...SAME_ORIGIN, cookie } });

describe('unlocking a locked two-factor from the Users screen', () => {
  it('lists the lock, refuses an unsigned request, and unlocks for another admin (audited)', async () => {
    const locked = await createAdmin(db.db);
    await loginAdmin(app, locked);
    const email = normaliseEmail(locked.email);
    await db.db.update(adminUsers).set({ totpLockedAt: clock.now() }).where(eq(adminUsers.email, email));
    const other = await adminSession(app, db.db);

    const before = await listed(other.cookie, locked.email);
    expect(before.totpLocked).toBe(true);
    expect((await listed(other.cookie, other.email)).totpLocked).toBe(false);

    expect((await unlock(before.id, '')).statusCode).toBe(401);
    expect((await listed(other.cookie, locked.email)).totpLocked).toBe(true);

    const answer = await unlock(before.id, other.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await listed(other.cookie, locked.email)).totpLocked).toBe(false);
    expect(await auditRows(db.db, 'admin_users.unlock_totp', 'email', email)).toHaveLength(1);
  });
});
