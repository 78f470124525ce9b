import { test, type Page } from '@playwright/test';
import { buildApplication, CONSENT, requestClient, stepsWith } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { consented, expect } from './apply-helpers.ts';
import { startInProcessApp } from './in-process-app.ts';

// The actions of the result page: 'Find More Lenders' (the secondary panel, issue 12 item 3) and
// 'Try Again' on the technical-error result (item 4), against the sandbox panel.

/** Pending in the sandbox: affordable (£900 - £630 expenses leaves £270, over £128 + £100) but income under £1,000. */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };
/**
 * Unemployed with £1,000 a month in benefits, affordable: the primary panel rejects, Larch Lending
 * (Find More Lenders) buys.
 */
const UNEMPLOYED_ON_BENEFITS = { employmentType: 7, monthlyIncome: 1000, expenseHousing: 100 };

/** The primary panel rejects (unemployed): the result offers Find More Lenders (faked below where it answers). */
const REJECTED = UNEMPLOYED_ON_BENEFITS;

/** A rejected application on its result page (the server's outcome, rendered by the server). */
async function rejected(page: Page) {
  await consented(page, REJECTED);
  expect(await (await page.request.post('/api/application/submit')).json()).toEqual({ status: 'reject' });
  await page.goto('/apply/result?status=reject');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
}

test('Find More Lenders without a lender says so, and a second click sends nothing', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/peppy/submit', (route) => {
    calls += 1;
    return route.fulfill({ json: { success: true } });
  });
  await rejected(page);
  const button = page.getByRole('button', { name: 'Find More Lenders' });
  await button.dblclick();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'No more lenders on our panel can consider your application right now.' }),
  ).toBeVisible();
  await expect(button).toHaveCount(0);
  expect(calls).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a rejected applicant finds the secondary lender with Find More Lenders', async ({ page }) => {
  test.setTimeout(60_000);
  await consented(page, UNEMPLOYED_ON_BENEFITS);
  const primary = await page.request.post('/api/application/submit');
  expect(await primary.json()).toEqual({ status: 'reject' });
  await page.goto('/apply/result?status=reject');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Find More Lenders' }).click();
  await expect(await popup).toHaveURL(/\/sandbox-lender\/larch-lending\/offer\/LAR-/);
  // The application is now sold: the page shows that, names Larch Lending and does not send the
  // applicant again (its page is already open in the new window).
  await expect(page.getByRole('heading', { level: 1, name: 'Match Found' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Larch Lending can consider your application' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Continue to Larch Lending/ })).toHaveAttribute(
    'href',
    /\/sandbox-lender\/larch-lending\/offer\/LAR-/,
  );
  const asked = page.getByRole('region', { name: 'Lenders we asked' });
  await expect(asked.getByRole('listitem').filter({ hasText: 'Larch Lending' })).toContainText('Asked and accepted');
  await expect(page.getByRole('button', { name: 'Find More Lenders' })).toHaveCount(0);
});

test('Find More Lenders opens the lender the secondary panel found in a new window', async ({ page, baseURL }) => {
  const lenderPage = `${baseURL}/about`;
  await page.route('**/api/peppy/submit', (route) =>
    route.fulfill({ json: { success: true, redirectUrl: lenderPage } }),
  );
  await rejected(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Find More Lenders' }).click();
  await expect(await popup).toHaveURL(lenderPage);
  await expect(page.getByRole('link', { name: "Open the lender's page" })).toHaveAttribute('href', lenderPage);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('Try Again on the technical-error result submits again and moves on to the outcome', async ({ page }) => {
  test.setTimeout(90_000);
  // Its own app, whose lender panel starts the run at consent and never finishes it (a run cut
  // short: the technical error is the application's real outcome, decision 134), and answers the
  // submit Try Again makes.
  const double = fakePanel({ status: 'pending', leadId: 'LEAD-TRY-AGAIN', price: 30 });
  const server = await startInProcessApp({}, { lenderPanel: double.panel });
  try {
    const at = (path: string) => `${server.baseURL}${path}`;
    const post = requestClient({ post: (url, options) => page.request.post(at(url), options) });
    await page.goto(at('/'));
    await buildApplication(post, 6, { steps: stepsWith(PENDING) });
    expect((await post('/api/application/submit', CONSENT)).status).toBe(200);
    await page.goto(at('/apply/result?status=error'));
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Error' })).toBeVisible();
    expect(double.calls).toEqual([]);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/apply\/result\?status=pending/);
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
    expect(double.calls).toHaveLength(1);
  } finally {
    await server.close();
  }
});
