import { test } from '@playwright/test';
import { expect, fillDateOfBirth, seedDraft } from './apply-helpers.ts';
import { PHONE_CHECK_DEBOUNCE_MS } from '../../src/web/features/apply/timings.ts';

// Issue 42 item 6: at 375 px a 10-digit mobile got four messages, among them "Verification
// unavailable" (the number was too short, the check was not unavailable), and "You must be 18 or
// older" showed twice (hint and error). One message per problem at each field.

test('a too-short mobile and an under-18 birth date each get one message @mobile', async ({ page }) => {
  const checked: string[] = [];
  await page.route('**/api/validation/phone', async (route) => {
    checked.push((route.request().postDataJSON() as { phone: string }).phone);
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await expect(page.getByText(/^Still needed:/)).toBeVisible();

  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('0791112345');
  // Past the phone check's pause: a check of this number would have started by now.
  await page.clock.runFor(PHONE_CHECK_DEBOUNCE_MS * 2);
  await expect(mobile).toHaveAccessibleDescription('Mobile number must be 11 digits starting with 07');
  await expect(page.getByText(/Verification unavailable|We could not verify this number/)).toHaveCount(0);

  const adult = new Date();
  adult.setUTCFullYear(adult.getUTCFullYear() - 17);
  await fillDateOfBirth(page, adult.toISOString().slice(0, 10));
  const birth = page.getByRole('group', { name: 'Date of birth' });
  await expect(birth).toHaveAccessibleDescription('You must be 18 or older');
  await expect(birth.getByText('You must be 18 or older')).toHaveCount(1);

  // A number of the right form is checked (the check still runs), and only that one was.
  await mobile.fill('07911123456');
  await page.clock.runFor(PHONE_CHECK_DEBOUNCE_MS * 2);
  await expect(page.getByText('Verified UK mobile ✓')).toBeVisible();
  expect(checked).toEqual(['07911123456']);
  // Before any problem the spec's hints show.
  await expect(page.getByText('Must start with 07', { exact: true })).toBeVisible();
});
