import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillAddressManually, seedDraft, textbox } from './apply-helpers.ts';

// Step 3's postcode search is a submit button (decision 111): Enter in any other field still means
// Continue, with script and without; with script, Enter in the postcode box searches. The step's
// error summary: apply-error-summary.spec.ts.

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('Enter in the Street box continues to step 4, not a postcode search', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    await page.goto('/apply/address');
    await expectStep(page, 3, /\/apply\/address$/);
    await fillAddressManually(page);
    await textbox(page, 'Street').press('Enter');
    await expectStep(page, 4, /\/apply\/employment$/);
  });
});

test.describe('with script', () => {
  test('Enter in the Street box continues to step 4; Enter in the postcode searches', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 2);
    await page.goto('/apply/address');
    await expectStep(page, 3, /\/apply\/address$/);
    await fillAddressManually(page);
    await expect(continueButton(page)).toBeEnabled();

    await textbox(page, 'Postcode').press('Enter');
    await expect(page.getByLabel('Select your address')).toBeVisible();
    await expectStep(page, 3, /\/apply\/address$/);

    await textbox(page, 'Street').press('Enter');
    await expectStep(page, 4, /\/apply\/employment$/);
  });
});
