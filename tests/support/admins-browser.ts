// The browser tests' side of the admin fixtures (admins.ts): an admin of the pool per sign-in,
// signed in through the login screens.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { E2E_POOL_SIZE, poolAdmin, totpCode, type EnrolledAdmin } from './admins.ts';

/**
 * Signing in hashes a password and checks a code on a 2-core machine that runs two browsers: each
 * step waits for its screen up to 15 s (not the default 5 s, which a busy moment of CI exceeded).
 */
const expect = baseExpect.configure({ timeout: 15_000 });

let signIns = 0;
/**
 * An enrolled admin of the pool for this sign-in: each parallel worker has its own slice, and
 * goes round it, so one account is not asked for two codes in one 30-second step.
 */
export function nextPoolAdmin(): EnrolledAdmin {
  const perWorker = Math.floor(E2E_POOL_SIZE / 4);
  const slot = (test.info().parallelIndex % 4) * perWorker + (signIns++ % perWorker);
  return poolAdmin(slot);
}

/**
 * Signs in through the login screen with password, then the authenticator code. `start`: the
 * address typed first (`/admin` leads to the login screen too).
 */
export async function loginAs(page: Page, admin: EnrolledAdmin = nextPoolAdmin(), origin = '', start = '/admin/login') {
  await passwordStep(page, admin, origin, start);
  await codeStep(page, admin);
}

/**
 * The login screen's first step: email and password, until the authenticator code is asked.
 * `loginUrl`: the login screen's address expected after `start` (with `?next=` for another screen).
 */
export async function passwordStep(
  page: Page,
  admin: EnrolledAdmin,
  origin = '',
  start = '/admin/login',
  loginUrl: RegExp = /\/admin\/login$/,
) {
  await page.goto(`${origin}${start}`);
  await expect(page).toHaveURL(loginUrl);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
}

/** Where a sign-in lands: the screen's heading and address. */
type Landing = { heading: string; url: RegExp };
const DASHBOARD: Landing = { heading: 'Dashboard', url: /\/admin\/dashboard$/ };

/** The login screen's second step: the authenticator code, until the dashboard (or `landing`). */
export async function codeStep(page: Page, admin: EnrolledAdmin, landing: Landing = DASHBOARD) {
  const codeField = page.getByLabel('Authentication code');
  await codeField.fill(totpCode(admin.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  const arrived = page.getByRole('heading', { name: landing.heading, level: 1 });
  const used = page.getByText('Invalid or already used code');
  await expect(arrived.or(used)).toBeVisible();
  if (await used.isVisible()) {
    // This account's code of this step was already used (a retried test): the next step's code
    // is accepted too (one step of drift), and has not been used.
    await codeField.fill(totpCode(admin.totpSecret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await expect(page).toHaveURL(landing.url);
}
