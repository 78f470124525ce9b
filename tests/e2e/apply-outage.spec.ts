import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillLoan } from './apply-helpers.ts';

// A database outage answers 503 (decision 016): the step stays, says the answers are kept, and
// the same Continue saves them once the service is back.

test('a 503 on a step save keeps the applicant on the step with their answers, and a retry moves on', async ({
  page,
}) => {
  let outage = true;
  await page.route('**/api/application/step1', async (route) => {
    if (!outage) return route.continue();
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The service is briefly unavailable. Please try again in a moment.' }),
    });
  });
  await page.goto('/apply');
  await fillLoan(page, { amount: 1000, term: '12 months', purpose: 'Car' });
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not save this step just now. Your answers are kept on this page: please try again in a moment.',
  );
  await expectStep(page, 1, /\/apply$/);
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toHaveValue('1000');
  await expect(page.getByRole('radio', { name: '12 months' })).toBeChecked();

  outage = false;
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
