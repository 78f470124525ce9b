import { readFileSync } from 'node:fs';
import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { firstPortalSignIn, provisionLenderUser, soldLead } from '#tests/support/lender-portal-browser.ts';
import { askEndBeforeStart, pageWithoutScript } from '#tests/support/portal-list-browser.ts';

// Issue 43.1: the exchange log offers what the leads list offers: a lender's user finds the calls
// of one lead by the start of its reference and the call, reads the page and the total, opens the
// call's request and answer, downloads the same as CSV, and is told when nothing matches; dates out
// of order are the form's problem as in Find leads (decision 130), with script and without; at
// 1280 px and 375 px, with axe.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function noSeriousAxeViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

test('a lender user filters its exchange log, page and total shown, in London time @mobile', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  // The phone project's device is 412 px wide: the narrowest screen is 375 px.
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 800 });
  const admin = await browser.newPage();
  await loginAs(admin);
  const reference = await soldLead(page, admin);
  await firstPortalSignIn(page, await provisionLenderUser(admin, 'northway-finance'));
  await admin.close();

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Exchange log' }).click();
  await expect(page.getByRole('heading', { name: 'Exchange log', level: 1 })).toBeVisible();
  // The last 30 London days by default.
  await expect(
    page.getByText(/^\d+ live calls? from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(London dates\)/),
  ).toBeVisible();

  // The post of the lead sold above, found by the start of its reference.
  await page.getByLabel('Reference starts with').fill(reference.slice(0, 12));
  await page.getByLabel('Call', { exact: true }).selectOption('post');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/stage=post/);
  await expect(page.getByText(/^1 live call from .* page 1 of 1\./)).toBeVisible();
  const table = page.getByRole('table', { name: /^Live calls from/ });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(reference);
  await expect(rows.nth(1)).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} (GMT|BST)/);
  await expect(rows.nth(1)).toContainText(/£\d+\.\d{2}/);
  await expect(rows.nth(1).getByRole('cell', { name: 'post', exact: true })).toBeVisible();
  // The call's request and answer, opened with the keyboard: the full lead we posted, never bank details.
  const disclosure = rows.nth(1).getByText('Request and answer');
  await disclosure.focus();
  await page.keyboard.press('Enter');
  await expect(rows.nth(1).getByText('What we sent')).toBeVisible();
  const sent = rows.nth(1).locator('pre').first();
  await expect(sent).toContainText(`"reference": "${reference}"`);
  await expect(sent).toContainText('"person"');
  await expect(rows.nth(1).locator('pre').nth(1)).toContainText('"decision": "sold"');
  await expect(rows.nth(1)).not.toContainText(/sortCode|accountNumber/);
  // The form shows the filter it was read with.
  await expect(page.getByLabel('Reference starts with')).toHaveValue(reference.slice(0, 12));
  await expect(page.getByLabel('Call', { exact: true })).toHaveValue('post');
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await noSeriousAxeViolations(page);

  // The same calls as CSV: the filter kept.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download as CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^exchanges-live-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`,${reference},no,post,`);

  // Nothing matches: said so.
  await page.getByLabel('Answer').selectOption('timeout');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('No calls match.')).toBeVisible();
  await expect(page.getByText(/^0 live calls from/)).toBeVisible();

  // An end before the start: the form's problem, said above and under To, what was asked kept, the
  // last 30 days' calls below. Then the same as a plain GET form, without script.
  const calls = /^Live calls from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/;
  await askEndBeforeStart(page, 'Show', calls);
  await expect(page.getByLabel('Call', { exact: true })).toHaveValue('post');
  await expect(page.getByLabel('Reference starts with')).toHaveValue(reference.slice(0, 12));
  await expect(page.getByText(/^\d+ live calls? from .* \(London dates\)/)).toBeVisible();
  await page.screenshot({ path: info.outputPath(`refused-filter-${info.project.name}.png`), fullPage: true });
  await noSeriousAxeViolations(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const plain = await pageWithoutScript(browser, page);
  await plain.goto('/lenders/exchanges');
  await askEndBeforeStart(plain, 'Show', calls);
  expect(await pageWidth(plain)).toBeLessThanOrEqual(plain.viewportSize()!.width);
  await plain.context().close();
});
