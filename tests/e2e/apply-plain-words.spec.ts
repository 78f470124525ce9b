import { test } from '@playwright/test';
import { uniqueMobile } from '#tests/support/unique.ts';
import { consented, continueButton, expect, expectStep, seedDraft, textbox } from './apply-helpers.ts';

// Issue 42 item 7, the application's share: UK words and current cards (display labels only, the
// codes stay), answers written as people write them, a note that stays on its own step, and a
// record link that does not speak of lenders to an application sent to none.

test('pay frequency says Fortnightly; step 5 offers only the cards issued today @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 3);
  await page.goto('/apply/employment');
  await expect(page.getByRole('radio', { name: 'Fortnightly' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Biweekly' })).toHaveCount(0);
  await seedDraft(page, 4);
  await page.goto('/apply/bank');
  const cards = page.getByRole('radiogroup', { name: 'Debit card type' }).getByRole('radio');
  await expect(cards).toHaveCount(3);
  for (const card of ['Visa Debit', 'Mastercard', 'No debit card'])
    await expect(page.getByRole('radio', { name: card, exact: true })).toBeVisible();
  for (const gone of ['Switch/Maestro', 'Solo', 'Visa Delta', 'Visa Electron'])
    await expect(page.getByRole('radio', { name: gone })).toHaveCount(0);
});

test('check your answers writes "12 Dale Street" and a spaced mobile @mobile', async ({ page }) => {
  const mobile = uniqueMobile();
  await page.goto('/');
  await seedDraft(page, 6, { currentHouse: '12', currentStreet: 'Dale Street', mobilePhone: mobile });
  await page.goto('/apply/check-answers');
  await expect(page.getByText('12 Dale Street, London, SW1A 2AA', { exact: true })).toBeVisible();
  await expect(page.getByText(`${mobile.slice(0, 5)} ${mobile.slice(5)}`, { exact: true })).toBeVisible();
});

test('the "Address selected" note does not follow onto step 4', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 2);
  await page.goto('/apply/address');
  await textbox(page, 'Postcode').fill('SW1A 1AA');
  await page.getByRole('button', { name: 'Find address' }).click();
  await page
    .getByLabel('Select your address')
    .selectOption({ label: 'Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA - 4 Addresses' });
  await page
    .getByLabel('Select your address')
    .selectOption({ label: 'Flat 2, Ambassador House, 3 Buckingham Palace Road, London, SW1A 1AA' });
  await expect(page.getByText('Address selected')).toBeVisible();
  await page.getByRole('radio', { name: 'Private tenant' }).click();
  await page.getByRole('group', { name: 'Time at this address' }).getByLabel('Years').selectOption('3');
  await continueButton(page).click();
  await expectStep(page, 4, /\/apply\/employment$/);
  await expect(page.getByText('Address selected')).toHaveCount(0);
});

test('a referred result does not offer "every lender we offered your application to" @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  // Outgoings over income: the gate refers it to free debt advice, no lender is asked.
  await consented(page, { monthlyIncome: 1000, expenseHousing: 900, expenseFood: 150 });
  expect(await (await page.request.post('/api/application/submit')).json()).toMatchObject({ status: 'referred' });
  await page.goto('/apply/result?status=referred');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We have not sent your application to lenders' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'See my application record' })).toBeVisible();
  await expect(page.getByText(/See every lender we offered your application to/)).toHaveCount(0);
  await expect(page.getByText(/we have not sent it to any lender/)).toBeVisible();
});
