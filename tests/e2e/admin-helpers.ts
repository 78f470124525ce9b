import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_POOL_SIZE, poolAdmin, totpAt } from '#tests/support/e2e-admins.ts';

export { E2E_ADMIN, totpAt };
export type E2eAdmin = { email: string; password: string; totpSecret: string };

let signIns = 0;
/**
 * An enrolled admin of the pool for this sign-in: each parallel worker has its own slice, and
 * goes round it, so one account is not asked for two codes in one 30-second step.
 */
export function nextPoolAdmin(): E2eAdmin {
  const perWorker = Math.floor(E2E_POOL_SIZE / 4);
  const slot = (test.info().parallelIndex % 4) * perWorker + (signIns++ % perWorker);
  return poolAdmin(slot);
}

/** Signs in through the login screen with password, then the authenticator code. */
export async function loginAs(page: Page, admin: E2eAdmin = nextPoolAdmin(), origin = '') {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeVisible();
  await codeField.fill(totpAt(admin.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  const used = page.getByText('Invalid or already used code');
  await expect(dashboard.or(used)).toBeVisible();
  if (await used.isVisible()) {
    // This account's code of this step was already used (a retried test): the next step's code
    // is accepted too (one step of drift), and has not been used.
    await codeField.fill(totpAt(admin.totpSecret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An application saved through the public API (steps 1 and 2), as a visitor's browser would. */
export async function createApplication(request: APIRequestContext, person: { firstName: string; lastName: string }) {
  const step1 = await request.post('/api/application/step1', {
    data: { loanAmount: 750, loanTerm: 6, loanPurpose: 1 },
  });
  expect(step1.ok()).toBe(true);
  const step2 = await request.post('/api/application/step2', {
    data: {
      title: 1,
      ...person,
      email: `${person.lastName.toLowerCase()}@example.com`,
      mobilePhone: '07911123456',
      dateOfBirth: '1990-05-17',
    },
  });
  expect(step2.ok(), await step2.text()).toBe(true);
}
