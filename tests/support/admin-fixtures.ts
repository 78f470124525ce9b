import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, loanApplications } from '#server/db/schema/index.ts';
import { normaliseEmail, upsertAdminPassword } from '#server/modules/admin/auth/admin-users.repository.ts';
import { hashPassword } from '#server/modules/admin/auth/passwords.ts';
import { cookiesFrom, testClock, uniqueEmail, uniqueIp } from './test-app.ts';

/** Headers of a same-origin browser request to the test app (PUBLIC_URL http://localhost:3000). */
export const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } as const;

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** An admin of the tests; `totpSecret`/`recoveryCodes` are filled in by its first `loginAdmin`. */
export type TestAdmin = { email: string; password: string; totpSecret?: string; recoveryCodes?: string[] };

/** The TOTP code of a base32 secret at a given time (what an authenticator app shows). */
export const totpCode = (secret: string, at: Date): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

/** A new admin user with a unique email, not yet enrolled in TOTP. */
export async function createAdmin(db: Database, password = TEST_ADMIN_PASSWORD): Promise<TestAdmin> {
  const email = uniqueEmail('admin');
  await upsertAdminPassword(db, email, await hashPassword(password));
  return { email, password };
}

const post = (app: App, url: string, payload: object | undefined, ip: string, cookie = '') =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
    remoteAddress: ip,
  });

function expectOk(response: { statusCode: number; body: string }, what: string): void {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
}

/**
 * Signs in through the API as a fully enrolled admin and returns the session's cookie header.
 * The first time, it goes through the real enrolment (password → setup → confirm) and keeps the
 * secret and recovery codes on `admin`; afterwards it sends password + the code at the app's clock.
 */
export async function loginAdmin(app: App, admin: TestAdmin, ip = uniqueIp()): Promise<string> {
  const now = testClock(app).now();
  if (admin.totpSecret) {
    // Tests sign in several times within one 30-second step; the replay rule has its own tests.
    await app.db
      .update(adminUsers)
      .set({ totpLastStep: null })
      .where(eq(adminUsers.email, normaliseEmail(admin.email)));
    const response = await post(
      app,
      '/api/admin/login',
      { email: admin.email, password: admin.password, totp: totpCode(admin.totpSecret, now) },
      ip,
    );
    expectOk(response, 'login');
    return cookiesFrom(response);
  }
  const login = await post(app, '/api/admin/login', { email: admin.email, password: admin.password }, ip);
  expectOk(login, 'login');
  const enrolmentCookie = cookiesFrom(login);
  const setup = await post(app, '/api/admin/totp/setup', undefined, ip, enrolmentCookie);
  expectOk(setup, 'TOTP setup');
  const secret = (setup.json() as { secret: string }).secret;
  const confirm = await post(app, '/api/admin/totp/confirm', { code: totpCode(secret, now) }, ip, enrolmentCookie);
  expectOk(confirm, 'TOTP confirm');
  admin.totpSecret = secret;
  admin.recoveryCodes = (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
  return cookiesFrom(confirm);
}

/** A signed-in, enrolled admin: its credentials and the cookie header to send. */
export async function adminSession(app: App, db: Database): Promise<TestAdmin & { cookie: string }> {
  const admin = await createAdmin(db);
  const cookie = await loginAdmin(app, admin);
  return { ...admin, cookie };
}

/** Inserts an application row directly (admin tests read applications; the flow has its own tests). */
export async function insertApplication(db: Database, values: Partial<typeof loanApplications.$inferInsert> = {}) {
  const [row] = await db
    .insert(loanApplications)
    .values({
      sessionId: randomUUID(),
      firstName: 'Test',
      lastName: 'Applicant',
      email: uniqueEmail('applicant'),
      loanAmount: 500,
      loanTerm: 6,
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
