import { test } from '@playwright/test';
import { continueButton, expect, fillLoan } from './apply-helpers.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { EARLIER_STEP_NOTICE } from '#web/features/apply/route-data.ts';
import { presetConsent } from './site-helpers.ts';

// A first visit to the application: the server renders the step (no draft to fetch from the
// browser), and a clean console.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test('a first visit to /apply asks the API for nothing and logs no error or CSP violation', async ({ page }) => {
  await presetConsent(page, 'essential');
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const draftRequests: string[] = [];
  const errors: string[] = [];
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/application' && draftRequests.push(request.method()),
  );
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/apply');
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  await expect(page).toHaveTitle('Apply: your loan (step 1 of 7) | ClearPath Loans');
  await page.waitForLoadState('networkidle');
  expect(draftRequests).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);

  // The step posts to its route; the next screen's data comes from its route too.
  await fillLoan(page);
  await continueButton(page).click();
  await expect(page).toHaveTitle('Apply: about you (step 2 of 7) | ClearPath Loans');
  expect(draftRequests).toEqual([]);
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

// The server renders each screen in full: with no script file loaded at all, the step is there,
// and the guard has already sent the applicant to the first step needing answers.
test.describe('the step screens before their scripts load', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('/apply shows step 1 with its heading, progress and its questions', async ({ page }) => {
    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1, name: STEP_META[1].heading })).toBeVisible();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
    await expect(page.getByRole('radio', { name: '12 months' })).toBeVisible();
  });

  test("a later step without a draft shows step 1 with the guard's notice", async ({ page }) => {
    await page.goto('/apply/address');
    await expect(page.getByRole('heading', { level: 1, name: STEP_META[1].heading })).toBeVisible();
    await expect(page.getByText(EARLIER_STEP_NOTICE)).toBeVisible();
  });

  test('the admin login shows its form with nothing enabled; other admin screens the loading message', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test('React takes over the admin login the server rendered: one form, enabled, no console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('form')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('React takes over a later step rendered by the server without a console error', async ({ page }) => {
  await presetConsent(page, 'essential');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/apply/employment');
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByText(EARLIER_STEP_NOTICE)).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});
