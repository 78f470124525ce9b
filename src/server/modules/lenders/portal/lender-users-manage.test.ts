import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lenderUsers, sessions } from '#server/db/schema/index.ts';
import { REAUTH_REQUIRED } from '#shared/admin/auth-messages.ts';
import { adminSession, auditRows, createAdmin, loginAdmin, totpCode } from '#tests/support/admins.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { RECENT_AUTH_MS } from '../../auth/admin-session.ts';
import { enrolledLenderUser, LENDER_PASSWORD, portalGet, portalPost, writePanel } from './portal.fixtures.ts';

// Decision 099: the back office lists, disables, enables and resets a lender's portal users,
// only under that lender's URL, only for an admin (enabling and resetting after a recent sign-in).
const s = Math.random().toString(36).slice(2, 8);
const A = `users-a-${s}`;
const B = `users-b-${s}`;
const fake = await startFakeLenders([{ id: A }, { id: B }]);
const { app, db, clock } = await createTestApp({
  siteRoot: null,
  env: { LENDER_PANEL: writePanel(fake.config(), A) },
});
clock.set(new Date('2031-07-01T09:00:00Z'));
const admin = await adminSession(app, db.db);
/** The admin signs in again: a fresh session, within the re-authentication window. */
const fresh = () => loginAdmin(app, admin);
const usersUrl = (lender: string) => `/api/admin/lenders/${lender}/users`;
const act = async (lender: string, id: string, action: string, cookie?: string) =>
  portalPost(app, `${usersUrl(lender)}/${id}/${action}`, undefined, cookie ?? (await fresh()));
const me = (cookie: string) => portalGet(app, '/api/lender-portal/me', cookie);
const login = (body: object) => portalPost(app, '/api/lender-portal/login', body);

/** The user's portal session rows: disabling deletes them, not only refuses them. */
const sessionsOf = (id: string) =>
  db.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(sql`${sessions.data} ->> 'lenderUserId' = ${id}`);

type Listed = { id: string; email: string; totpEnrolled: boolean; disabled: boolean; lastSignInAt: string | null };
async function listed(lender: string, email: string): Promise<Listed> {
  const users = (await portalGet(app, usersUrl(lender), await fresh())).json().users as Listed[];
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`${email} not listed under ${lender}`);
  return user;
}

describe('GET /api/admin/lenders/:id/users', () => {
  it("lists the lender's users with their state and none of their secrets", async () => {
    const a = await enrolledLenderUser(app, await fresh(), A);
    const b = await enrolledLenderUser(app, await fresh(), B);
    const response = await portalGet(app, usersUrl(A), await fresh());
    expect(response.statusCode).toBe(200);
    const row = response.json().users.find((u: Listed) => u.email === a.email);
    expect(row).toEqual({
      id: expect.any(String),
      email: a.email,
      createdAt: '2031-07-01T09:00:00.000Z',
      totpEnrolled: true,
      lastSignInAt: '2031-07-01T09:00:00.000Z',
      disabled: false,
    });
    expect(response.body).not.toContain(b.email);
    expect(response.body).not.toMatch(/passwordHash|totpSecret|\$argon2/);
    const unknown = await portalGet(app, usersUrl(`nobody-${s}`), await fresh());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'No lender with this id in the panel' });
  });

  it('needs an enrolled admin: none or a lender user 401, an enrolment-only admin 403', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    expect((await portalGet(app, usersUrl(A), '')).statusCode).toBe(401);
    expect((await portalGet(app, usersUrl(A), user.cookie)).statusCode).toBe(401);
    const { id } = await listed(A, user.email);
    expect((await act(A, id, 'disable', user.cookie)).statusCode).toBe(401);
    const newcomer = await createAdmin(db.db);
    const enrolling = await portalPost(app, '/api/admin/login', { email: newcomer.email, password: newcomer.password });
    const cookie = enrolling.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await portalGet(app, usersUrl(A), cookie)).statusCode).toBe(403);
    expect((await act(A, id, 'reset', cookie)).statusCode).toBe(403);
  });
});

describe("another lender's user, under this lender's URL", () => {
  it('is not found (404) for disable, enable and reset, and stays as it was', async () => {
    const b = await enrolledLenderUser(app, await fresh(), B);
    const { id } = await listed(B, b.email);
    for (const action of ['disable', 'enable', 'reset']) expect((await act(A, id, action)).statusCode).toBe(404);
    expect((await act(A, crypto.randomUUID(), 'disable')).statusCode).toBe(404);
    expect((await act(A, 'not-a-uuid', 'disable')).statusCode).toBe(400);
    expect((await me(b.cookie)).statusCode).toBe(200);
    expect(await listed(B, b.email)).toMatchObject({ disabled: false, totpEnrolled: true });
    expect(await auditRows(db.db, 'lender_user.disable', 'lenderUserId', id)).toEqual([]);
  });
});

describe('disable and enable', () => {
  it("ends the user's sessions at once and refuses its sign-in; enabling lets it in again", async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    const { id } = await listed(A, user.email);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await act(A, id, 'disable')).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await sessionsOf(id)).toEqual([]);
    expect((await listed(A, user.email)).disabled).toBe(true);
    clock.advance(30_000);
    const code = totpCode(user.totpSecret, clock.now());
    expect((await login({ email: user.email, password: user.password, totp: code })).statusCode).toBe(401);
    const [row] = await auditRows(db.db, 'lender_user.disable', 'lenderUserId', id);
    expect(row?.details).toEqual({ lenderId: A, lenderUserId: id });

    const late = await fresh();
    clock.advance(RECENT_AUTH_MS + 1000);
    const refused = await act(A, id, 'enable', late);
    expect([refused.statusCode, refused.json().message]).toEqual([403, REAUTH_REQUIRED]);
    expect((await act(A, id, 'enable')).statusCode).toBe(200);
    const again = await login({
      email: user.email,
      password: user.password,
      totp: totpCode(user.totpSecret, clock.now()),
    });
    expect(again.statusCode).toBe(200);
    expect(await auditRows(db.db, 'lender_user.enable', 'lenderUserId', id)).toHaveLength(1);
  });

  it('a user disabled in the database loses its session at its next request', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    await db.db.update(lenderUsers).set({ disabledAt: clock.now() }).where(eq(lenderUsers.email, user.email));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });
});

describe('reset', () => {
  it('gives a new one-time password, forgets TOTP and recovery codes, ends the sessions', async () => {
    const user = await enrolledLenderUser(app, await fresh(), A);
    const { id } = await listed(A, user.email);
    const late = await fresh();
    clock.advance(RECENT_AUTH_MS + 1000);
    expect((await act(A, id, 'reset', late)).statusCode).toBe(403);
    const reset = await act(A, id, 'reset');
    expect(reset.statusCode).toBe(200);
    const { oneTimePassword, email } = reset.json() as { oneTimePassword: string; email: string };
    expect(email).toBe(user.email);
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await listed(A, user.email)).toMatchObject({ totpEnrolled: false });
    const [row] = await auditRows(db.db, 'lender_user.reset', 'lenderUserId', id);
    expect(row?.details).toEqual({ lenderId: A, lenderUserId: id });

    clock.advance(30_000);
    const old = { email: user.email, password: user.password };
    expect((await login({ ...old, totp: totpCode(user.totpSecret, clock.now()) })).statusCode).toBe(401);
    expect((await login({ ...old, totp: user.recoveryCodes[0]! })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: oneTimePassword })).json()).toMatchObject({
      passwordChangeRequired: true,
    });
    const first = await login({ email: user.email, password: oneTimePassword, newPassword: `${LENDER_PASSWORD} 2` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mfaEnrolmentRequired: true });
    const cookie = first.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await portalGet(app, '/api/lender-portal/leads', cookie)).statusCode).toBe(403);
    expect((await portalPost(app, '/api/lender-portal/totp/setup', undefined, cookie)).statusCode).toBe(200);
  });
});

afterAll(() => fake.close());
