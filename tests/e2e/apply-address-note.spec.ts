import { test } from '@playwright/test';
import { continueButton, expect, expectStep, seedDraft, textbox } from './apply-helpers.ts';

// Issue 42 item 7: step 3's "Address selected" note followed the applicant onto step 4. Its notes go
// with the step (address-lookup.tsx). The pointer rests on the note, which holds sonner's timer
// (a hovered toast does not run out), and Continue is pressed by script, leaving the pointer there:
// without the fix the note is still there on step 4 however long the step change takes; nothing
// races the clock.

test('the "Address selected" note does not follow onto step 4', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await page.getByRole('radio', { name: 'Private tenant' }).check();
  await page.getByRole('group', { name: 'Time at this address' }).getByLabel('Years').selectOption('3');
  await textbox(page, 'Postcode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  const picker = page.getByLabel('Select your address');
  await picker.selectOption({ label: 'Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA - 4 Addresses' });
  await picker.selectOption({ label: 'Flat 2, Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA' });
  const note = page.getByText('Address selected');
  await expect(note).toBeVisible();
  await expect(textbox(page, 'Street')).not.toHaveValue('');

  await note.hover();
  await continueButton(page).evaluate((button: HTMLButtonElement) => button.click());
  await expectStep(page, 4, /\/apply\/employment$/);
  await expect(note).toHaveCount(0);
});
