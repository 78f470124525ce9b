import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillLoan } from './apply-helpers.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { presetConsent } from './site-helpers.ts';

// The application screens as React Router routes (decision 033): titles follow the screen, Back
// and Forward move between screens in the page, other pages load as documents, and an unknown
// address says so with status 404.

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
  const response = await page.goto('/apply/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \| /);
  await page.getByRole('link', { name: 'Start or continue your application' }).click();
  await expectStep(page, 1, new RegExp(`${STEP_META[1].path}$`));
  await page.getByRole('link', { name: /home$/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
