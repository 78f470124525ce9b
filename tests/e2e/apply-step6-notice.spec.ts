import { test } from '@playwright/test';
import { expect, monthlySummary, numberbox, outgoingsAboveIncome, seedDraft } from './apply-helpers.ts';

// Issue 42 item 5: step 6 stacked three notices, advised "borrow less or over a longer term" when
// outgoings already exceeded income, and quoted "£100 a month" where step 1 said £107. Now one
// notice, with the reason that applies and MoneyHelper's free advice.

const GATE_NOTICE = 'Before you go on: this loan may not be right for you';

test('one notice with the reason that applies and the free advice @mobile', async ({ page }) => {
  await page.goto('/');
  // Step 1's defaults: £500 over 6 months, estimated at £107 a month.
  await seedDraft(page, 5, { loanAmount: 500, loanTerm: 6, monthlyIncome: 1200 });
  await page.goto('/apply/expenses');
  await numberbox(page, 'Food and groceries').fill('100');

  // £1,000 of rent and £100 of food leave £100, under the £107 repayment plus £100.
  await numberbox(page, 'Rent or mortgage').fill('1000');
  const notice = page.getByRole('alert');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('This loan may not be affordable for you.');
  await expect(notice).toContainText('about £107 a month, as estimated at step 1');
  await expect(notice).toContainText('consider borrowing less or over a longer term');
  await expect(notice.getByRole('link', { name: /MoneyHelper/ })).toHaveAttribute('href', /moneyhelper\.org\.uk/);
  await expect(monthlySummary(page).getByText(/Less left over|Affordability Concern/)).toHaveCount(0);

  // Outgoings over income: that reason only; borrowing less would not help.
  await numberbox(page, 'Rent or mortgage').fill('1300');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Affordability Concern: your outgoings are more than your income.');
  await expect(notice).not.toContainText('borrowing less');
  await expect(notice).not.toContainText('may not be affordable');
  await expect(notice.getByRole('link', { name: /MoneyHelper/ })).toBeVisible();
});

test("once saved, the gate's notice is the only one @mobile", async ({ page }) => {
  await outgoingsAboveIncome(page);
  await expect(page.getByRole('region', { name: GATE_NOTICE })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Affordability Concern|may not be affordable/)).toHaveCount(0);
});
