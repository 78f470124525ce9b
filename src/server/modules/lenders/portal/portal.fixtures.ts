// Test fixtures of the lender portal tests: lender users provisioned through the admin API and
// signed in through the real enrolment (one-time password → own password → TOTP).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { lenderUsers } from '#server/db/schema/index.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { SAME_ORIGIN, totpCode } from '#tests/support/admins.ts';
import { testClock } from '#tests/support/test-clock.ts';
import { uniqueEmail, uniqueIp } from '#tests/support/unique.ts';

export const LENDER_PASSWORD = 'a lender user password 42';

export type PortalUser = {
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
  cookie: string;
};

/** Writes a panel configuration to a file for LENDER_PANEL. */
export function writePanel(config: PanelConfig, label: string): string {
  const file = path.join(os.tmpdir(), `portal-panel-${label}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
}

const cookiesOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

export const portalPost = (app: App, url: string, payload: object | undefined, cookie = '', ip = uniqueIp()) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
    remoteAddress: ip,
  });

export const portalGet = (app: App, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

function ok(response: { statusCode: number; body: string }, what: string, status = 200) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

/** A lender user created by an admin, who signs in, chooses a password and enrols TOTP. */
export async function enrolledLenderUser(app: App, adminCookie: string, lenderId: string): Promise<PortalUser> {
  const email = uniqueEmail('lender');
  const created = await portalPost(app, `/api/admin/lenders/${lenderId}/users`, { email }, adminCookie);
  ok(created, 'provision', 201);
  const { oneTimePassword } = created.json() as { oneTimePassword: string };
  const login = await portalPost(app, '/api/lender-portal/login', {
    email,
    password: oneTimePassword,
    newPassword: LENDER_PASSWORD,
  });
  ok(login, 'first sign-in');
  const enrolment = cookiesOf(login);
  const setup = await portalPost(app, '/api/lender-portal/totp/setup', undefined, enrolment);
  ok(setup, 'TOTP setup');
  const { secret } = setup.json() as { secret: string };
  const code = totpCode(secret, testClock(app).now());
  const confirm = await portalPost(app, '/api/lender-portal/totp/confirm', { code }, enrolment);
  ok(confirm, 'TOTP confirm');
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  return { email, password: LENDER_PASSWORD, totpSecret: secret, recoveryCodes, cookie: cookiesOf(confirm) };
}

/** Signs in again with password and the code at the app's clock (the step's replay rule reset). */
export async function signInAgain(app: App, user: PortalUser): Promise<string> {
  await app.db.update(lenderUsers).set({ totpLastStep: null }).where(eq(lenderUsers.email, user.email));
  const totp = totpCode(user.totpSecret, testClock(app).now());
  const login = await portalPost(app, '/api/lender-portal/login', { email: user.email, password: user.password, totp });
  ok(login, 'sign-in');
  return cookiesOf(login);
}
