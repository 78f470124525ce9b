import { test } from '@playwright/test';
import {
  continueButton,
  expect,
  expectStep,
  fillAddressManually,
  fillBank,
  monthlySummary,
  numberbox,
  seedDraft,
  textbox,
} from './apply-helpers.ts';

// Behaviour of individual screens: advisory phone check, address lookup and its messages, the
// previous-address rule, affordability warnings and masked bank details (failed saves, the
// exit-intent modal and step views: apply-save-and-exit.spec.ts).

test('the mobile number check is advisory: verified, unverified or silent on network failure', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('07911123456');
  await expect(page.getByText('Verified UK mobile ✓')).toBeVisible();
  // A number in no UK mobile range (a 10-digit one is not checked at all: issue 42 item 6).
  await mobile.fill('07700900123');
  // The rest of the form is empty, so Continue is disabled: no "(you can continue)" beside it.
  await expect(page.getByText('Note: Verification unavailable', { exact: true })).toBeVisible();
  await expect(page.getByText(/you can continue/)).toHaveCount(0);
  await expect(page.getByText('Verified UK mobile ✓')).toHaveCount(0);
  // Fewer than 10 characters: no check, no message.
  await mobile.fill('079111');
  await expect(page.getByText(/Verification unavailable|Verified UK mobile/)).toHaveCount(0);
  await page.route('**/api/validation/phone', (route) => route.abort('failed'));
  // Wait for the failed check itself, not for a second that must be long enough.
  const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/validation/phone'));
  await mobile.fill('07911123457');
  await failed;
  await expect(page.getByText(/Verification unavailable|Verified UK mobile/)).toHaveCount(0);
});

test('postcode lookup fills the address, drilling into a building, with the spec messages', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText('Postcode required')).toBeVisible();
  await expect(page.getByText('Please enter a postcode to search')).toBeVisible();

  await textbox(page, 'Postcode').fill('ZZ9 9ZZ');
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText('No addresses found')).toBeVisible();

  await textbox(page, 'Postcode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  const picker = page.getByLabel('Select your address');
  await expect(picker).toBeFocused();
  await picker.selectOption({ label: 'Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA - 4 Addresses' });
  // selectOption waits for the building's flats to be listed.
  await page
    .getByLabel('Select your address')
    .selectOption({ label: 'Flat 2, Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA' });
  await expect(page.getByText('Address selected')).toBeVisible();
  await expect(page.getByText('Your address has been filled in')).toBeVisible();
  await expect(textbox(page, 'House number or name')).toHaveValue('Flat 2, Ambassador House');
  await expect(textbox(page, 'Street')).toHaveValue('3 Buckingham Palace Road');
  await expect(textbox(page, 'Town or city')).toHaveValue('London');
  await expect(page.getByLabel('County (optional)')).toHaveValue('Greater London');

  await page.route('**/api/validation/address/search**', (route) =>
    route.fulfill({ status: 502, json: { success: false, message: 'down' } }),
  );
  await page.getByRole('button', { name: 'Find address' }).click();
  await expect(page.getByText('Address lookup error')).toBeVisible();
});

test('under 12 months at the address asks for the previous address', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await fillAddressManually(page, { years: '0', months: '6' });
  const previous = page.getByRole('group', { name: 'Previous address' });
  await expect(previous).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await previous.getByLabel('Previous postcode').fill('EC1A 1BB');
  await previous.getByLabel('Previous house number or name').fill('1');
  await previous.getByLabel('Previous street').fill('King Edward Street');
  await previous.getByLabel('Previous town or city').fill('London');
  await expect(continueButton(page)).toBeEnabled();

  // A year or more: the block goes away and is not required.
  await page.getByRole('group', { name: 'Time at this address' }).getByLabel('Years').selectOption('1');
  await expect(previous).toHaveCount(0);
  await expect(continueButton(page)).toBeEnabled();
});

test('expenses above income and an unaffordable loan are flagged', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 5, { monthlyIncome: 1200, loanAmount: 1000 });
  await page.goto('/apply/expenses');
  await expectStep(page, 6, /\/apply\/expenses$/);
  await expect(monthlySummary(page)).toContainText('Income£1,200');
  // 1200 - 1000 = 200 left, under the £107 payment + £100 buffer: not affordable.
  await page.getByRole('button', { name: '£500 for Rent or mortgage' }).click();
  await page.getByRole('button', { name: '£500 for Credit and loan repayments' }).click();
  await expect(page.getByRole('alert')).toContainText('This loan may not be affordable for you');
  await expect(page.getByText(/Affordability Concern/)).toHaveCount(0);
  await numberbox(page, 'Food and groceries').fill('500');
  await expect(page.getByText(/Affordability Concern/)).toBeVisible();
  await expect(page.getByRole('button', { name: '£500 for Rent or mortgage' })).toHaveAttribute('aria-pressed', 'true');
  // The warnings inform; they do not block.
  await expect(continueButton(page)).toBeEnabled();
});

test('saved bank details come back masked and are asked again only when something changes', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 4);
  await page.goto('/apply/bank');
  await fillBank(page);
  await continueButton(page).click();
  await expectStep(page, 6, /\/apply\/expenses$/);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expectStep(page, 5, /\/apply\/bank$/);
  await expect(page.getByText(/We already have your bank details \(account \*+5678/)).toBeVisible();
  await expect(page.getByLabel('Account number')).toHaveValue('');
  await expect(page.getByLabel('Account number')).toHaveAttribute('placeholder', /5678/);
  await expect(continueButton(page)).toBeEnabled();
  await page.getByRole('radio', { name: 'Mastercard' }).click();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByLabel('Account number').fill('87654321');
  await page.getByLabel('Sort code').fill('332211');
  await expect(continueButton(page)).toBeEnabled();
});

test('choice tiles are native radios: arrow keys move the choice, Tab enters at it, the tile shows focus', async ({
  page,
}) => {
  await page.goto('/apply');
  const twelve = page.getByRole('radio', { name: '12 months' });
  await twelve.click();
  await expect(twelve).toBeChecked();
  await page.keyboard.press('ArrowRight');
  const eighteen = page.getByRole('radio', { name: '18 months' });
  await expect(eighteen).toBeChecked();
  await expect(eighteen).toBeFocused();
  await expect(twelve).not.toBeChecked();
  // The tile around the focused radio draws the ring (the input itself is transparent).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(eighteen).toBeFocused();
  const tile = page.locator('label', { has: eighteen });
  await expect(tile).toHaveCSS('outline-style', 'solid');
  await expect(page.locator('label', { has: twelve })).toHaveCSS('outline-style', 'none');
});
