import { test, type Page } from '@playwright/test';
import { consented, expect } from './apply-helpers.ts';

// The result page without script (issue 25, CONC 4.5.3R): the server's page names the lender that
// bought the application and the commission it pays us, lists the lenders asked, and its buttons
// ('Find More Lenders', 'Try Again') are forms the result page's action answers.
test.use({ javaScriptEnabled: false });

/** £3,000 is above Brightstone Lending's £2,500 limit: Northway Finance buys (£42 commission). */
const SOLD_OVER_BRIGHTSTONE_LIMIT = { loanAmount: 3000 };
/** Pending in the sandbox: affordable but income under £1,000. */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };
/** Unemployed on £1,000 of benefits: the primary panel rejects, Larch Lending (£15) buys on Find More Lenders. */
const UNEMPLOYED_ON_BENEFITS = { employmentType: 7, monthlyIncome: 1000, expenseHousing: 100 };
/** Unemployed on under £1,000: every lender, primary and secondary, declines. */
const UNEMPLOYED_UNDER_1000 = { employmentType: 7, monthlyIncome: 900, expenseHousing: 100 };

const asked = (page: Page, lender: string) =>
  page.getByRole('region', { name: 'Lenders we asked' }).getByRole('listitem').filter({ hasText: lender });

/** A rejected application on its result page, rendered by the server. */
async function rejected(page: Page, answers: Parameters<typeof consented>[1]) {
  await consented(page, answers);
  expect(await (await page.request.post('/api/application/submit')).json()).toEqual({ status: 'reject' });
  await page.goto('/apply/result?status=reject');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  await expect(asked(page, 'Northway Finance')).toContainText('Asked and declined');
}

test('without script the sold result names the lender and its commission before the handover @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await consented(page, SOLD_OVER_BRIGHTSTONE_LIMIT);
  await page.goto('/apply/processing');
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page).toHaveURL(/\/apply\/result\?status=sold$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Match Found' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Northway Finance can consider your application' });
  await expect(notice).toContainText('on its website Northway Finance confirms your details');
  await expect(notice).toContainText('Northway Finance pays us a commission of £42.00 for introducing you');
  // Nothing sends the applicant on without script: the link does, so the notice does not say we will.
  await expect(notice).not.toContainText('We are taking you');
  await expect(page.getByRole('link', { name: /^Continue to Northway Finance/ })).toHaveAttribute(
    'href',
    /\/sandbox-lender\/northway-finance\/offer\//,
  );
  await expect(asked(page, 'Northway Finance')).toContainText('Asked and accepted');
});

test('without script Try Again on the technical-error result submits and shows the outcome @mobile', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Consented but never run: the result is the technical error, whose Try Again runs the panel.
  await consented(page, PENDING);
  await page.goto('/apply/result?status=error');
  await expect(page.getByRole('heading', { level: 1, name: 'Technical Error' })).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/apply\/result\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lenders we asked' })).toBeVisible();
});

test('without script Find More Lenders finds the secondary lender and names it with the commission', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await rejected(page, UNEMPLOYED_ON_BENEFITS);
  await page.getByRole('button', { name: 'Find More Lenders' }).click();
  await expect(page).toHaveURL(/\/apply\/result\?status=sold$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Match Found' })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: 'Larch Lending can consider your application' });
  await expect(notice).toContainText('Larch Lending pays us a commission of £15.00 for introducing you');
  await expect(page.getByRole('link', { name: /^Continue to Larch Lending/ })).toHaveAttribute(
    'href',
    /\/sandbox-lender\/larch-lending\/offer\/LAR-/,
  );
  await expect(asked(page, 'Larch Lending')).toContainText('Asked and accepted');
  await expect(page.getByRole('button', { name: 'Find More Lenders' })).toHaveCount(0);
});

test('without script Find More Lenders that finds nobody says so on the page', async ({ page }) => {
  test.setTimeout(90_000);
  await rejected(page, UNEMPLOYED_UNDER_1000);
  await page.getByRole('button', { name: 'Find More Lenders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /We asked (one more lender|\d+ more lenders), but none could offer/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find More Lenders' })).toHaveCount(0);
  await expect(asked(page, 'Larch Lending')).toContainText('Asked and declined');
});
