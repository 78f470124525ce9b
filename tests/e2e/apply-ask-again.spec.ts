import { test, type Page } from '@playwright/test';
import { consented, consentedInThisTab, draftOf, expect } from './apply-helpers.ts';
import { PROCESSING, RESUBMIT } from '../../src/web/features/apply/timings.ts';

// Decisions 112 and 134: the processing screen's outcome query and the resubmit screen's mutation ask again by
// themselves while a lender's answer is not known yet ({status: 'waiting'}, decision 050), after the
// server's retryAfterSeconds, and take any other failure as the answer. The page's clock is driven.

/** Pending in the sandbox: affordable (£900 - £630 expenses leaves £270, over £128 + £100) but income under £1,000. */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };
const WAITING_WORDS = "We're still waiting for a lender to answer. Please keep this page open.";
/** Unlike the 3 s default and the 3 s after a 503: the server's own delay is the one used. */
const RETRY_AFTER_SECONDS = 7;

declare global {
  interface Window {
    calls: { sent: number; answered?: number }[];
  }
}

/** Records, on the page's (driven) clock, when each call to `path` was sent and answered. */
async function recordCalls(page: Page, path: string) {
  await page.addInitScript((watched) => {
    window.calls = [];
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(watched)) return original(input, init);
      const call: { sent: number; answered?: number } = { sent: Date.now() };
      window.calls.push(call);
      const response = await original(input, init);
      call.answered = Date.now();
      return response;
    };
  }, path);
}

const calls = (page: Page) => page.evaluate(() => window.calls);

/** The first call to `glob` is answered "waiting" with RETRY_AFTER_SECONDS; the next ones reach the server. */
async function waitingOnce(page: Page, glob: string) {
  let answered = 0;
  await page.route(glob, (route) => {
    answered += 1;
    return answered === 1
      ? route.fulfill({ json: { status: 'waiting', retryAfterSeconds: RETRY_AFTER_SECONDS } })
      : route.continue();
  });
}

test.describe('processing screen', () => {
  test(
    'a "waiting" answer shows the waiting words, is asked again after the server\'s delay ' +
      'and reaches the result @mobile',
    async ({ page }) => {
      test.setTimeout(60_000);
      await consentedInThisTab(page, PENDING);
      await recordCalls(page, '/api/application/outcome');
      await waitingOnce(page, '**/api/application/outcome');
      await page.clock.install();
      await page.goto('/apply/processing');
      await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
      await expect(page.getByRole('status')).not.toHaveText(WAITING_WORDS);

      await page.clock.runFor(PROCESSING.submitAfterMs);
      await expect(page.getByRole('status')).toHaveText(WAITING_WORDS);
      await expect(page).toHaveURL(/\/apply\/processing$/);
      expect(await calls(page)).toHaveLength(1);

      await page.clock.runFor(RETRY_AFTER_SECONDS * 1000);
      await expect(page).toHaveURL(/\/apply\/result\?status=pending/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Application Under Review' })).toBeVisible();
      const [first, second, ...more] = await calls(page);
      expect(more, 'asked exactly twice').toEqual([]);
      expect(second!.sent - first!.answered!).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000);
    },
  );

  test('any other failure (a 500) is the answer: the error result, not asked again', async ({ page }) => {
    await consentedInThisTab(page);
    // Counted outside the page: the result page may go on to the run's real outcome (decision 134).
    let reads = 0;
    await page.route('**/api/application/outcome', (route) => {
      reads += 1;
      return route.fulfill({ status: 500, json: { message: 'Something went wrong' } });
    });
    await page.clock.install();
    await page.goto('/apply/processing');
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    await page.clock.runFor(PROCESSING.submitAfterMs);
    await expect(page).toHaveURL(/\/apply\/result\?status=error$/);
    await page.clock.runFor(PROCESSING.retryAfterUnavailableMs * 2);
    expect(reads).toBe(1);
  });
});

test.describe('resubmit page', () => {
  test('a "waiting" answer is asked again after the server\'s delay, then the result', async ({ page }) => {
    test.setTimeout(60_000);
    await consented(page, PENDING);
    const { resubmitUrl } = await draftOf(page);
    await recordCalls(page, '/api/application/resubmit/');
    await waitingOnce(page, '**/api/application/resubmit/**');
    await page.clock.install();
    await page.goto(resubmitUrl);
    await expect(page.getByRole('heading', { name: 'Submitting your application' })).toBeVisible();
    await expect.poll(async () => (await calls(page))[0]?.answered).toBeDefined();
    // Not used up, not an error: the link is sent again once the server's delay has passed.
    await expect(page.getByRole('heading', { name: 'Submitting your application' })).toBeVisible();
    expect(await calls(page)).toHaveLength(1);

    await page.clock.runFor(RETRY_AFTER_SECONDS * 1000);
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible({ timeout: 20_000 });
    await page.clock.runFor(RESUBMIT.resultDelayMs);
    await expect(page).toHaveURL(/\/apply\/result\?status=pending/);
    const [first, second, ...more] = await calls(page);
    expect(more, 'asked exactly twice').toEqual([]);
    expect(second!.sent - first!.answered!).toBeGreaterThanOrEqual(RETRY_AFTER_SECONDS * 1000);
  });
});
