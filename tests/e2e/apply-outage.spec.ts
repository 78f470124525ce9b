import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillLoan } from './apply-helpers.ts';

// A step whose save cannot be made (the service answers 503, decision 016, or cannot be reached)
// keeps the applicant on the step with their answers and says so; the same Continue saves them once
// the service is back. The server's own 503 path: src/server/plugins/react-router.test.ts.

test('a save that cannot reach the service keeps the step and its answers on screen; a retry moves on', async ({
  page,
}) => {
  let outage = true;
  await page.route(/\/apply\.data(\?.*)?$/, async (route) =>
    outage ? route.abort('connectionreset') : route.continue(),
  );
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
