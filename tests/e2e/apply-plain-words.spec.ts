import { test } from '@playwright/test';
import { uniqueMobile } from '#tests/support/unique.ts';
import { consented, expect, seedDraft } from './apply-helpers.ts';

// Issue 42 item 7, the application's share: UK words and current cards (display labels only, the
// codes stay), answers written as people write them, and a record link that does not speak of
// lenders to an application sent to none.

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
