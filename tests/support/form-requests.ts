import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Counts the requests of one method to URLs matching `url` (decision 101's tests: a form the shared
 * schema refuses in the browser sends nothing). Read `count()` after the page has settled.
 */
export async function countRequests(page: Page, method: string, url: RegExp): Promise<{ count: () => number }> {
  let seen = 0;
  await page.route(url, async (route) => {
    if (route.request().method() === method) seen += 1;
    await route.fallback();
  });
  return { count: () => seen };
}

/** The back office's error summary in `scope`: focused, listing exactly `messages` (the schema's words). */
export async function expectSummary(scope: Locator | Page, messages: (string | RegExp)[]) {
  const summary = scope.getByTestId('form-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('There is a problem');
  await expect(summary.getByRole('link')).toHaveText(messages);
}
