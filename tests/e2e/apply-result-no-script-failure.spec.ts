import { test, type Page } from '@playwright/test';
import { APPLICATION_LIMITS } from '#server/modules/applications/application-limits.ts';
import { buildApplication, CONSENT, requestClient, stepsWith } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { consented, expect } from './apply-helpers.ts';
import { startInProcessApp, type InProcessApp } from './in-process-app.ts';

// The result page without script when its action fails (decision 033): 'Try Again' and 'Find More
// Lenders' are forms the result page's action answers; when the API refuses, the page says why on
// the result page itself (not an error page) and keeps its buttons.
test.use({ javaScriptEnabled: false });

/** Pending in the sandbox: affordable but income under £1,000 (the outcome never comes: not run). */
const PENDING = { monthlyIncome: 900, expenseHousing: 100 };
/** Unemployed on under £1,000: every lender of the primary panel declines. */
const UNEMPLOYED_UNDER_1000 = { employmentType: 7, monthlyIncome: 900, expenseHousing: 100 };

/** The result page's own answer to a form it posted (the document POST to /apply/result). */
const resultPost = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/apply/result');

test.describe('Try Again once the session has used its submits', () => {
  // Its own app and database with the real per-session submit limit (RATE_LIMIT_SCALE=1: 20 an
  // hour), so reaching it takes 20 submits rather than the shared server's 2,000; its lender panel
  // starts the run at consent and never finishes it (a run cut short), so the result is the error.
  let server: InProcessApp;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startInProcessApp({ RATE_LIMIT_SCALE: '1' }, { lenderPanel: fakePanel().panel });
  });
  test.afterAll(async () => server?.close());

  test('without script Try Again over the submit limit says so on the technical-error result @mobile', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const at = (path: string) => `${server.baseURL}${path}`;
    const post = requestClient({ post: (url, options) => page.request.post(at(url), options) });
    await page.goto(at('/'));
    // Steps 1-6; then all but one of the session's submits spent on sends of the unfinished
    // application (each refused, 409: nothing runs), the last on the consent. Consented and its run
    // never finished, its result is the technical error, and Try Again is the submit over the limit.
    await buildApplication(post, 6, { steps: stepsWith(PENDING) });
    for (let n = 1; n < APPLICATION_LIMITS.submitsPerSession.max; n++)
      expect((await post('/api/application/submit')).status, `submit ${n}`).toBe(409);
    expect((await post('/api/application/submit', CONSENT)).status, 'consent').toBe(200);

    await page.goto(at('/apply/result?status=error'));
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const tryAgain = page.getByRole('button', { name: 'Try Again' });

    const answered = resultPost(page);
    await tryAgain.click();
    expect((await answered).status()).toBe(429);
    // The same result page, saying why in the server's words, its buttons still there.
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Error' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many submissions from this connection\. Please try again in \d+ minutes?\.$/,
    );
    await expect(tryAgain).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    // And it still answers: another go is refused the same way, on the same page.
    const again = resultPost(page);
    await tryAgain.click();
    expect((await again).status()).toBe(429);
    await expect(page.getByRole('alert')).toContainText('Too many submissions from this connection.');
    await expect(tryAgain).toBeVisible();
  });
});

test('without script Find More Lenders after the session has ended says no application was found', async ({ page }) => {
  test.setTimeout(90_000);
  await consented(page, UNEMPLOYED_UNDER_1000);
  expect(await (await page.request.post('/api/application/submit')).json()).toEqual({ status: 'reject' });
  await page.goto('/apply/result?status=reject');
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  // The page stays open while the session ends (the browser's cookies cleared, or it expired).
  await page.context().clearCookies();

  const answered = resultPost(page);
  await page.getByRole('button', { name: 'Find More Lenders' }).click();
  expect((await answered).status()).toBe(404);
  // The result page, not an error page: it says there is no application, and how to start one.
  await expect(page.getByRole('heading', { level: 1, name: 'No application found' })).toBeVisible();
  await expect(page.getByText('We could not find an application from this browser')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your application' })).toHaveAttribute('href', '/apply');
});
