import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index.ts';
import { totpCode } from '#tests/support/admins.ts';
import { uniqueEmail } from '#tests/support/unique.ts';
import { LENDER_PASSWORD, portalPost } from './portal.fixtures.ts';
import { workTheDayWorld } from './work-the-day.fixtures.ts';

// Issue 43.1, a portal to work the day: a lender's admins manage its users (the leads, a lead's
// page and the dashboard: lender-portal-work-the-day.test.ts). A lender never sees another
// lender's users.
const { app, db, clock, A, userA, userB, get, post } = await workTheDayWorld('day-users');

describe("a lender's admins manage its users (issue 43.1)", () => {
  /** A user added by the lender's admin signs in with the one-time password and enrols. */
  async function addedUser(role: 'admin' | 'user') {
    const email = uniqueEmail('added');
    const added = await post('/api/lender-portal/users', { email, role });
    expect(added.statusCode).toBe(201);
    const { id, oneTimePassword } = added.json() as { id: string; oneTimePassword: string };
    const login = await portalPost(app, '/api/lender-portal/login', {
      email,
      password: oneTimePassword,
      newPassword: LENDER_PASSWORD,
    });
    const enrolment = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const setup = await post('/api/lender-portal/totp/setup', undefined, enrolment);
    const code = totpCode((setup.json() as { secret: string }).secret, clock.now());
    const confirm = await post('/api/lender-portal/totp/confirm', { code }, enrolment);
    expect(confirm.statusCode).toBe(200);
    return { id, email, cookie: confirm.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }

  it('adds a user who enrols with TOTP as every user; a user cannot manage users or rotate the secret', async () => {
    const user = await addedUser('user');
    expect((await get('/api/lender-portal/me', user.cookie)).json()).toMatchObject({ role: 'user', lender: { id: A } });
    expect((await get('/api/lender-portal/leads', user.cookie)).statusCode).toBe(200);
    expect((await get('/api/lender-portal/users', user.cookie)).statusCode).toBe(403);
    expect(
      (await post('/api/lender-portal/users', { email: uniqueEmail('x'), role: 'admin' }, user.cookie)).statusCode,
    ).toBe(403);
    expect((await post(`/api/lender-portal/users/${user.id}/disable`, undefined, user.cookie)).statusCode).toBe(403);
    const rotate = await post('/api/lender-portal/secret/rotate', { totp: '123456' }, user.cookie);
    expect(rotate.statusCode).toBe(403);
    // The screens say the same, from the same services.
    const screen = await app.inject({ method: 'GET', url: '/lenders/users', headers: { cookie: user.cookie } });
    expect(screen.statusCode).toBe(403);
    expect(screen.body).toContain('portal admins');
  });

  it("lists and disables its lender's users only; disabling ends the session; each change is audited", async () => {
    const user = await addedUser('user');
    const list = await get('/api/lender-portal/users');
    const emails = (list.json() as { users: { email: string }[] }).users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([userA.email, user.email]));
    expect(emails).not.toContain(userB.email);
    const idOfB = ((await get('/api/lender-portal/users', userB.cookie)).json() as { users: { id: string }[] })
      .users[0]!.id;
    const refused = await post(`/api/lender-portal/users/${idOfB}/disable`);
    expect(refused.statusCode).toBe(404);
    expect((await get('/api/lender-portal/me', userB.cookie)).statusCode).toBe(200);

    expect((await post(`/api/lender-portal/users/${user.id}/disable`)).statusCode).toBe(200);
    expect((await get('/api/lender-portal/me', user.cookie)).statusCode).toBe(401);
    const audited = await db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lender_user.disable'), sql`${auditLog.details}->>'lenderUserId' = ${user.id}`));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({ lenderId: A });
    expect((await post(`/api/lender-portal/users/${user.id}/enable`)).statusCode).toBe(200);
  });
});
