import { test, type Page } from '@playwright/test';
import { consented, consentedInThisTab, expect } from './apply-helpers.ts';
import { PROCESSING, RESULT } from '../../src/web/features/apply/timings.ts';

// Issue 16 items 1, 2, 4 and 5: the result page shows the server's outcome, the lender list says
// what happened with each lender, and the handover to a buying lender is clear and not replayed.

/** Pending in the sandbox: affordable (£900 - £630 expenses leaves £270, over £128 + £100) but income under £1,000. */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };
/**
 * Unemployed but affordable: every primary lender asked declines (an unaffordable loan never
 * reaches a lender: the gate refers it, decision 021).
 */
const DECLINED = { employmentType: 7 };
/** £3,000 is above Brightstone Lending's £2,500 limit: Northway buys, Brightstone is not asked. */
const SOLD_OVER_BRIGHTSTONE_LIMIT = { loanAmount: 3000 };

async function submitted(page: Page, overrides: Parameters<typeof consented>[1], status: string) {
  await consented(page, overrides);
  const outcome = await page.request.post('/api/application/submit');
  expect(await outcome.json()).toMatchObject({ status });
}

test(
  'a pending applicant opening the result page with status=sold sees the ' +
    'pending outcome, without Find More Lenders',
  async ({ page }) => {
    test.setTimeout(60_000);
    await submitted(page, PENDING, 'pending');
    await page.goto('/apply/result?status=sold');
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lenders we asked' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Match Found/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Find More Lenders' })).toHaveCount(0);
  },
);

test('without an application the result page says so and links to the application @mobile', async ({ page }) => {
  await page.goto('/apply/result?status=sold');
  await expect(page.getByRole('heading', { level: 1, name: 'No application found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/apply');
  await expect(page.getByRole('button', { name: 'Find More Lenders' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Match Found/ })).toHaveCount(0);
});

test('the lender list says a lender that declined was asked, with its reason', async ({ page }) => {
  test.setTimeout(60_000);
  await submitted(page, DECLINED, 'reject');
  await page.goto('/apply/result?status=reject');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  const northway = page
    .getByRole('region', { name: 'Lenders we asked' })
    .getByRole('listitem')
    .filter({ hasText: 'Northway Finance' });
  await expect(northway).toContainText('Asked and declined');
  await expect(northway).toContainText(/They saw an anonymous summary \(no name or contact details\) and declined: .+/);
});

test(
  'a sale: the handover names the lender with the commission, Back from the ' +
    'lender lands on the result without replaying processing, and the list ' +
    'says what each lender did @mobile',
  async ({ page }) => {
    test.setTimeout(90_000);
    await consentedInThisTab(page, SOLD_OVER_BRIGHTSTONE_LIMIT);
    await page.clock.install();
    await page.goto('/apply/processing');
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    await page.clock.runFor(PROCESSING.submitAfterMs);

    await expect(page.getByRole('heading', { name: 'Match Found!' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Northway Finance can consider your application' });
    await expect(notice).toContainText('What happens next');
    await expect(notice).toContainText('Northway Finance pays us a commission of £42.00 for introducing you');

    await page.clock.runFor(PROCESSING.redirectDelayMs);
    await page.waitForURL(/\/sandbox-lender\/northway-finance\/offer\//);
    const lenderPage = page.url();

    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/result\?status=sold$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Match Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to Northway Finance' })).toHaveAttribute('href', lenderPage);
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toHaveCount(0);
    // Not sent to the lender again by itself: the applicant chooses.
    await page.clock.runFor(RESULT.autoRedirectMs + PROCESSING.redirectDelayMs);
    await expect(page).toHaveURL(/\/apply\/result\?status=sold$/);
    await expect(page.getByRole('link', { name: 'Continue to Northway Finance' })).toBeVisible();

    const row = (name: string) =>
      page.getByRole('region', { name: 'Lenders we asked' }).getByRole('listitem').filter({ hasText: name });
    await expect(row('Northway Finance')).toContainText('Asked and accepted');
    await expect(row('Northway Finance')).toContainText(
      'They pay us £42.00 commission for introducing you: a lender pays when it accepts your application from us',
    );
    await expect(row('Brightstone Lending')).toContainText('Not asked');
    await expect(row('Brightstone Lending')).toContainText(
      'because the amount you asked for is above the largest loan they offer',
    );
    await expect(row('Harbour Credit')).toContainText('Asked, not chosen');
    await expect(row('Harbour Credit')).toContainText('another lender had already accepted your application');
    await expect(page.getByText('Not sent: outside its lending criteria')).toHaveCount(0);
  },
);
