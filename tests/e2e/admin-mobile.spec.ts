import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { consented } from './apply-helpers.ts';

// Issue 16 item 13: the back office on a phone (375 px wide).

const PHONE = { width: 375, height: 800 };

/** Nothing on the page is wider than the screen (a wide table scrolls in its own box). */
const pageFitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px the applications table fits the screen and its Lender column names the buying lender', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newContext({ baseURL });
  const applicant = await visitor.newPage();
  await consented(applicant);
  expect(await (await applicant.request.post('/api/application/submit')).json()).toMatchObject({ status: 'sold' });
  const { email } = (await (await applicant.request.get('/api/application')).json()) as { email: string };
  await visitor.close();

  await page.setViewportSize(PHONE);
  await loginAs(page);
  await page.getByLabel('Search name or email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const lenderColumn = await page.getByRole('columnheader').allTextContents();
  await expect(row.getByRole('cell').nth(lenderColumn.indexOf('Lender'))).toHaveText('Northway Finance');
  expect(await pageFitsWidth(page)).toBeLessThanOrEqual(PHONE.width);
  // The name stays in view while the rest of the row scrolls.
  const table = page.getByRole('region', { name: 'Applications table' });
  await row.evaluate((tr) => tr.scrollIntoView({ block: 'center' }));
  await table.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  const name = await row.getByRole('cell').first().boundingBox();
  const box = await table.boundingBox();
  expect(name && box && name.x >= box.x && name.x < PHONE.width).toBe(true);
});

test('at 375 px the funnel chart step names do not overlap', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  await loginAs(page);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('img', { name: /Bar chart of users per step/ })).toBeVisible();
  const labels = page
    .getByRole('img', { name: /Bar chart of users per step/ })
    .locator('.recharts-cartesian-axis-tick-value');
  await expect(labels.first()).toBeVisible();
  const boxes = (await Promise.all((await labels.all()).map((label) => label.boundingBox()))).filter(
    (box) => box !== null,
  );
  expect(boxes.length).toBeGreaterThan(4);
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, 'two axis labels overlap').toBe(false);
    }
  }
  expect(await pageFitsWidth(page)).toBeLessThanOrEqual(PHONE.width);
});
