// The admins of every test: enrolled admins of the API tests (password, then TOTP through the real
// enrolment), the pool of the browser tests' admins (fixed TOTP secrets) and their provisioning.
// No Vitest or Playwright at run time: API tests, browser tests and the e2e server import it.
import { createHash } from 'node:crypto';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { adminUsers, auditLog } from '#server/db/schema/index.ts';
import { bootstrapAdmin } from '#server/modules/admin/auth/admin-bootstrap.ts';
import { normaliseEmail, upsertAdminPassword } from '#server/modules/admin/auth/admin-users.repository.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { testClock } from './test-clock.ts';
import { uniqueEmail, uniqueIp } from './unique.ts';

/** Headers of a same-origin browser request to the test app (PUBLIC_URL http://localhost:3000). */
export const SAME_ORIGIN = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' } as const;

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/** An admin of the tests; `totpSecret`/`recoveryCodes` are filled in by its first `loginAdmin`. */
export type TestAdmin = { email: string; password: string; totpSecret?: string; recoveryCodes?: string[] };
/** An admin enrolled with a known TOTP secret (the browser tests' admins). */
export type EnrolledAdmin = { email: string; password: string; totpSecret: string };

/** The TOTP code of a base32 secret at a given time (what an authenticator app shows). */
export const totpCode = (secret: string, at: Date | number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: typeof at === 'number' ? at : at.getTime(),
  });

// The browser tests' admins, each with a fixed TOTP secret. A TOTP code is accepted once per
// account and 30-second step, so parallel tests sign in as different accounts of a pool.
export const E2E_PASSWORD = 'e2e-admin-password-123';
export const E2E_POOL_SIZE = 40;

const secretFor = (label: string): string =>
  new Secret({ buffer: Uint8Array.from(createHash('sha1').update(`e2e-totp:${label}`).digest()).buffer }).base32;

/** The admin the e2e server creates from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_TOTP_SECRET. */
export const E2E_ADMIN: EnrolledAdmin = {
  email: 'e2e-admin@example.com',
  password: E2E_PASSWORD,
  totpSecret: secretFor('main'),
};

/** The n-th admin of the pool (created enrolled by tests/support/e2e-server.ts). */
export const poolAdmin = (n: number): EnrolledAdmin => ({
  email: `e2e-pool-${n}@example.com`,
  password: E2E_PASSWORD,
  totpSecret: secretFor(`pool-${n}`),
});

/** Creates `admin` enrolled with its TOTP secret, as ADMIN_EMAIL/ADMIN_TOTP_SECRET do at boot. */
export async function provisionAdmin(
  db: Database,
  admin: EnrolledAdmin,
  keys: { DATA_KEY: string; DATA_DIR?: string },
): Promise<void> {
  const env = {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_TOTP_SECRET: admin.totpSecret,
    DATA_DIR: keys.DATA_DIR ?? os.tmpdir(),
    DATA_KEY: keys.DATA_KEY,
  };
  await bootstrapAdmin(db, env, { info: () => undefined }, new Date());
}

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

type Reply = Awaited<ReturnType<typeof post>>;
const cookiesOf = (response: Reply): string => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

function expectOk(response: Reply, what: string): void {
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
    return cookiesOf(response);
  }
  const login = await post(app, '/api/admin/login', { email: admin.email, password: admin.password }, ip);
  expectOk(login, 'login');
  const enrolmentCookie = cookiesOf(login);
  const setup = await post(app, '/api/admin/totp/setup', undefined, ip, enrolmentCookie);
  expectOk(setup, 'TOTP setup');
  const secret = (setup.json() as { secret: string }).secret;
  const confirm = await post(app, '/api/admin/totp/confirm', { code: totpCode(secret, now) }, ip, enrolmentCookie);
  expectOk(confirm, 'TOTP confirm');
  admin.totpSecret = secret;
  admin.recoveryCodes = (confirm.json() as { recoveryCodes: string[] }).recoveryCodes;
  return cookiesOf(confirm);
}

/** A signed-in, enrolled admin: its credentials and the cookie header to send. */
export async function adminSession(app: App, db: Database): Promise<TestAdmin & { cookie: string }> {
  const admin = await createAdmin(db);
  const cookie = await loginAdmin(app, admin);
  return { ...admin, cookie };
}

/** The audit rows of `action` whose details have `key` = `value`. */
export const auditRows = (db: Database, action: string, key: string, value: string | number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), sql`${auditLog.details}->>${key} = ${String(value)}`));
