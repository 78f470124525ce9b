import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillLoan, fillPersonal, seedDraft } from './apply-helpers.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { presetConsent } from './site-helpers.ts';

// The application screens' own client and router (decision 032): titles follow the screen, Back
// and Forward move between screens in the page, other pages load as documents, and an unknown
// address says so.

test('the title follows the screen, and Back and Forward move between screens without a page load', async ({
  page,
}) => {
  await presetConsent(page, 'essential');
  await page.goto('/apply');
  await expect(page).toHaveTitle(/^Apply: your loan \(step 1 of 7\)/);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await fillLoan(page);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page).toHaveTitle(/^Apply: about you \(step 2 of 7\)/);
  await page.goBack();
  await expectStep(page, 1, /\/apply$/);
  await expect(page).toHaveTitle(/^Apply: your loan/);
  await expect(page.getByRole('radio', { name: '12 months' })).toBeChecked();
  await page.goForward();
  await expectStep(page, 2, /\/apply\/personal$/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('the home link leaves the application as a page load; an unknown screen says so and links to step 1', async ({
  page,
}) => {
  await presetConsent(page, 'essential');
  await page.goto('/apply/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await page.getByRole('link', { name: 'Start or continue your application' }).click();
  await expectStep(page, 1, new RegExp(`${STEP_META[1].path}$`));
  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#apply-root')).toHaveCount(0);
});

test('Continue keeps the step on screen until the next screen’s script is in: never a blank page', async ({ page }) => {
  await presetConsent(page, 'essential');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/apply-personal-step-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/apply');
  await fillLoan(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/apply\/personal$/);
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  release();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toHaveCount(0);
});

test('a screen whose script cannot load says what to do instead of leaving a blank page', async ({ page }) => {
  await presetConsent(page, 'essential');
  await page.route('**/assets/apply-personal-step-*.js', (route) => route.abort());
  await page.goto('/apply');
  await fillLoan(page);
  await continueButton(page).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByText('Your saved answers are kept.')).toBeVisible();
});

test('when the draft cannot be read (database down: 503), the step still opens and the applicant can go on', async ({
  page,
}) => {
  await presetConsent(page, 'essential');
  await seedDraft(page, 1);
  let reads = 0;
  await page.route('**/api/application', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    reads += 1;
    await route.fulfill({ status: 503, headers: { 'retry-after': '5' }, json: { message: 'Service unavailable' } });
  });
  await page.goto('/apply/personal');
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page.getByLabel('First name')).toBeEditable();
  expect(reads).toBe(1);
  await fillPersonal(page);
  await continueButton(page).click();
  await expectStep(page, 3, /\/apply\/address$/);
  await expect(page.getByRole('textbox', { name: 'Postcode', exact: true })).toBeEditable();
});
