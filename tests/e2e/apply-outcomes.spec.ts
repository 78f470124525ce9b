import { test, type Page } from '@playwright/test';
import { consented, consentedInThisTab, draftOf, expect } from './apply-helpers.ts';
import { PROCESSING, RESULT } from '../../src/web/features/apply/timings.ts';

// Result page states, the resubmit page states and the processing screen's failure paths.

/** Pending in the sandbox: affordable (£900 - £630 expenses leaves £270, over £128 + £100) but income under £1,000. */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };

/**
 * Unemployed but affordable: every primary lender asked declines (an unaffordable loan never
 * reaches a lender: the gate refers it to debt advice, decision 021).
 */
const DECLINED = { employmentType: 7 };

async function submitted(page: Page, overrides: Parameters<typeof consented>[1], status: string) {
  await consented(page, overrides);
  const outcome = await page.request.post('/api/application/submit');
  expect(await outcome.json()).toMatchObject({ status });
}

test.describe('result page', () => {
  test('pending: under review, lender contact within 48 hours @mobile', async ({ page }) => {
    test.setTimeout(60_000);
    await submitted(page, PENDING, 'pending');
    await page.goto('/apply/result?status=pending');
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
    await expect(page.getByText(`within ${RESULT.lenderContactHours} hours`)).toBeVisible();
    await expect(
      page.getByText(
        /A lender pays us a commission when it accepts your application from us, whether or not you take out a loan/,
      ),
    ).toBeVisible();
  });

  test('reject: unable to match, with guides and MoneyHelper', async ({ page }) => {
    test.setTimeout(60_000);
    await submitted(page, DECLINED, 'reject');
    await page.goto('/apply/result?status=reject');
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read our money guides' })).toHaveAttribute('href', '/guides');
    await expect(page.getByRole('link', { name: /Free debt advice from MoneyHelper/ })).toHaveAttribute(
      'href',
      /moneyhelper\.org\.uk/,
    );
  });

  test(
    'error: a sent application without an outcome shows the technical error ' + 'with Try Again and Contact Support',
    async ({ page }) => {
      await consented(page);
      await page.goto('/apply/result?status=error');
      await expect(page.getByRole('heading', { level: 1, name: 'Technical Error' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    },
  );

  test('never follows a lender URL from the query string', async ({ page }) => {
    test.setTimeout(60_000);
    await submitted(page, PENDING, 'pending');
    // The page's own clock is driven past the redirect delay: no waiting that must be long enough.
    await page.clock.install();
    await page.goto('/apply/result?status=sold&lenderUrl=https%3A%2F%2Fevil.example%2Fphish');
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
    await page.clock.runFor(RESULT.autoRedirectMs + 500);
    await expect(page).toHaveURL(/\/apply\/result/);
  });
});

test.describe('resubmit page', () => {
  test('a link without an application id is invalid', async ({ page }) => {
    await page.goto('/apply/resubmit');
    await expect(page.getByText('Invalid resubmit link')).toBeVisible();
  });

  test('a link past its expiry says so before calling the server', async ({ page }) => {
    await page.goto(`/apply/resubmit?sessionId=abc&expires=${Date.now() - 60_000}&sig=00`);
    await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
    await expect(page.getByText('This link has expired for security reasons')).toBeVisible();
  });

  test('a server 410 shows the expired state; other failures show the server message', async ({ page }) => {
    await page.route('**/api/application/resubmit/gone**', (route) =>
      route.fulfill({ status: 410, json: { message: 'Link expired' } }),
    );
    await page.goto(`/apply/resubmit?sessionId=gone&expires=${Date.now() + 60_000}&sig=00`);
    await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();

    await page.route('**/api/application/resubmit/broken**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto(`/apply/resubmit?sessionId=broken&expires=${Date.now() + 60_000}&sig=00`);
    await expect(page.getByText('Failed to submit application')).toBeVisible();
  });

  test('a forged signature is refused by the server', async ({ page }) => {
    await consented(page);
    const { sessionId } = await draftOf(page);
    await page.goto(`/apply/resubmit?sessionId=${sessionId}&expires=${Date.now() + 60_000}&sig=${'0'.repeat(64)}`);
    await expect(page.getByRole('heading', { name: "We couldn't submit your application" })).toBeVisible();
  });

  test('a valid link submits the application and moves on', async ({ page }) => {
    test.setTimeout(60_000);
    await consented(page, PENDING);
    const { resubmitUrl } = await draftOf(page);
    await page.goto(resubmitUrl);
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/apply\/result\?status=pending/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
  });
});

test.describe('processing screen', () => {
  test('without a stored application id it ends on the error result', async ({ page }) => {
    await page.clock.install();
    await page.goto('/apply/processing');
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    await page.clock.runFor(PROCESSING.submitAfterMs);
    await expect(page).toHaveURL(/\/apply\/result\?status=error/);
  });

  test('after 10 s it offers to submit again in a new window, and asks for popups when blocked', async ({ page }) => {
    test.setTimeout(60_000);
    const { sessionId } = await consentedInThisTab(page);
    // The lender call stays open, as with a slow panel.
    await page.route('**/api/application/outcome', () => undefined);
    await page.clock.install();
    await page.goto('/apply/processing');
    const again = page.getByRole('button', { name: 'Submit Again in New Window' });
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    await expect(again).toHaveCount(0);
    // The screen's own clock is driven to the 10 s mark instead of waiting for it.
    await page.clock.runFor(PROCESSING.submitAgainAfterMs);
    await expect(again).toBeVisible();
    const popup = page.waitForEvent('popup');
    await again.click();
    await expect(await popup).toHaveURL(
      new RegExp(`/apply/resubmit\\?sessionId=${sessionId}&expires=\\d+&sig=[0-9a-f]+`),
    );

    await page.evaluate(() => {
      window.open = () => null;
    });
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await again.click();
    await expect.poll(() => alerts).toEqual(['Please allow popups to submit again in a new window']);
  });

  test('Back is blocked, and a pending outcome shows the pending result @mobile', async ({ page }) => {
    test.setTimeout(60_000);
    await consented(page, PENDING);
    const { sessionId } = await draftOf(page);
    await page.goto('/apply/consent');
    await page.evaluate((id) => sessionStorage.setItem('apply:session-id', id), sessionId);
    await page.goto('/apply/processing');
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    // The server painted the screen; Back is blocked once its script runs (the bar moves then).
    await expect(page.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0');
    await page.goBack();
    await expect(page).toHaveURL(/\/apply\/processing$/);
    await expect(page).toHaveURL(/\/apply\/result\?status=pending/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lenders we asked' })).toBeVisible();
  });
});
