// Browser helpers of the lender portal's filtered lists (issue 43.1: Find leads and the exchange
// log), whose GET form refuses a filter as a form does (decision 130), with script and without.
import { expect, type Browser, type Page } from '@playwright/test';
import { END_BEFORE_START } from '#shared/lender-portal/portal-schemas.ts';

/**
 * On a list's page: asks for an end date before the start date with the form (`submit` its button)
 * and checks the answer: the error summary linking to To, the words under To (aria-invalid,
 * aria-describedby), the dates as asked, and the list (`table` its name) still shown.
 */
export async function askEndBeforeStart(page: Page, submit: string, table: RegExp): Promise<void> {
  await page.getByLabel('From', { exact: true }).fill('2031-06-10');
  await page.getByLabel('To', { exact: true }).fill('2031-06-01');
  await page.getByRole('button', { name: submit }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link', { name: END_BEFORE_START })).toHaveAttribute('href', '#to');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(END_BEFORE_START);
  // What was asked, to put right; the list as by default.
  await expect(to).toHaveValue('2031-06-01');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2031-06-10');
  await expect(page.getByRole('table', { name: table })).toBeVisible();
}

/** A page of a new context signed in as `page` is, with script off: its forms are plain HTML. */
export async function pageWithoutScript(browser: Browser, page: Page): Promise<Page> {
  const plain = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
    viewport: page.viewportSize(),
  });
  return plain.newPage();
}
