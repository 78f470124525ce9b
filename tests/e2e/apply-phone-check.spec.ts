import { test } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// Issue 27 item 9: a mobile in Ofcom's drama range (07700 900xxx) fails the phone check. Step 2
// says plainly that the number could not be verified and that lenders are told; it may still be used
// (docs/trying-it.md "Phone checks").

test('a drama-range mobile is said to be unverifiable, an allocated one verified @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('07700 900123');
  await expect(page.getByText('Note: Verification unavailable', { exact: true })).toBeVisible();
  const plain = page.getByText(/We could not verify this number: it is not in a range used for UK mobiles/);
  await expect(plain).toBeVisible();
  await expect(plain).toContainText('we tell lenders it failed our check');

  await mobile.fill('07911 123456');
  await expect(page.getByText('Verified UK mobile ✓')).toBeVisible();
  await expect(plain).toHaveCount(0);
});
