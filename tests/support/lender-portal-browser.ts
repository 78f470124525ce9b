// Browser helpers of the lender portal's specs: a lender user made by the broker's admin (API only:
// decision 080) and its first sign-in through the real enrolment.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { totpCode } from './admins.ts';
import { buildApplication, requestClient, validSteps } from './applications.ts';
import { uniqueEmail } from './unique.ts';

export const OWN_PORTAL_PASSWORD = 'my own portal password 2032';

const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' });

/** A signed-in admin creates a user of the lender (its first is the lender's admin); its one-time password. */
export async function provisionLenderUser(admin: Page, lender: string): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('lender-user');
  const created = await admin.request.post(`/api/admin/lenders/${lender}/users`, {
    data: { email },
    headers: sameOrigin(admin),
  });
  expect(created.status()).toBe(201);
  return { email, password: ((await created.json()) as { oneTimePassword: string }).oneTimePassword };
}

/** A lender of its own on the panel, made by a signed-in admin: asked by no run (no shared secret). */
export async function createLender(admin: Page, id: string, settings: Record<string, unknown> = {}): Promise<void> {
  const created = await admin.request.post('/api/admin/lenders/settings', {
    headers: sameOrigin(admin),
    data: {
      id,
      name: `Lender ${id}`,
      endpoint: `https://${id}.example.com/leads`,
      tier: 20,
      pricePence: 100,
      priority: 1000,
      panels: ['secondary'],
      timeoutMs: null,
      dailyCap: null,
      weeklyCap: null,
      monthlyCap: null,
      schedule: null,
      returnWindowHours: 168,
      returnCapPercent: 10,
      paused: false,
      ...settings,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** First sign-in: own password, then the authenticator; ends on the portal. */
export async function firstPortalSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.goto('/lenders/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel(/Choose your own password/).fill(OWN_PORTAL_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/lenders\/enrol$/);
  await page.getByRole('button', { name: 'Set up an authenticator' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totpCode(secret, Date.now()));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('link', { name: 'Continue to your leads' }).click();
}

/**
 * A lead sold to the sandbox's Northway Finance (the best bid of tier 1) through the real
 * application; its reference as the lender knows it (the admin finds the application by its new
 * email), so that each walk has its own lead while other walks run beside it.
 */
export async function soldLead(page: Page, admin: Page, lender = 'northway-finance'): Promise<string> {
  await page.goto('/');
  const steps = validSteps();
  await buildApplication(requestClient(page.request), 6, { steps });
  expect(
    (await page.request.post('/api/application/submit', { data: { consentCreditCheck: true } })).status(),
  ).toBeLessThan(300);
  expect(await (await page.request.post('/api/application/submit')).json()).toMatchObject({ status: 'sold' });
  const found = await admin.request.get(`/api/admin/applications?q=${encodeURIComponent(steps[2].email)}`);
  const [application] = ((await found.json()) as { items: { id: string }[] }).items;
  return createHash('sha256').update(`${application!.id}:${lender}`).digest('hex').slice(0, 40);
}
