import { test, type Page } from '@playwright/test';
import { uniqueName } from '#tests/support/unique.ts';
import { consented, consentedInThisTab, expect } from './apply-helpers.ts';

// Issue 43.3: an application the quality check holds (here a disposable email) goes to no lender and
// waits for a person; the applicant is told plainly that we need to check a few details, with or
// without script, and is not sent to debt advice nor offered Find More Lenders.

/** A throwaway-inbox address at an address of its own (no velocity from other tests' applicants). */
const held = () => ({ email: `${uniqueName('throwaway')}@mailinator.com`, currentHouse: uniqueName('House') });

async function expectTheCheckMessage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'We need to check a few details' })).toBeVisible();
  await expect(page.getByText(/a member of our team needs to check a few details/)).toBeVisible();
  await expect(page.getByText(/No lender has seen your application yet/)).toBeVisible();
  await expect(page.getByText(/debt advice/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Find More Lenders/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask a person to review this' })).toHaveCount(0);
}

test('with script: the held applicant is told we need to check a few details @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  await consentedInThisTab(page, held());
  await page.goto('/apply/processing');
  await expect(page).toHaveURL(/\/apply\/result\?status=referred&reason=quality-check/, { timeout: 30_000 });
  await expectTheCheckMessage(page);
  // The record page says the same, not the gate's debt advice.
  await page.getByRole('link', { name: 'See my application record' }).click();
  await expect(
    page.getByText(/We need to check a few details before we send your application to lenders/),
  ).toBeVisible();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the held applicant is told we need to check a few details', async ({ page }) => {
    test.setTimeout(60_000);
    await consented(page, held());
    expect(await (await page.request.post('/api/application/submit')).json()).toEqual({
      status: 'referred',
      reason: 'quality-check',
    });
    await page.goto('/apply/result?status=referred');
    await expectTheCheckMessage(page);
  });
});
