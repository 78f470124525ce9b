import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, nextPoolAdmin } from '#tests/support/admins-browser.ts';
import { E2E_DUTY_DAY } from '#tests/support/e2e-outcomes.ts';
import { RETENTION_MS } from '#shared/retention.ts';

// Issue 44.1: the Consumer Duty outcomes by cohort, on the e2e server's seeded day (25 applications
// of known figures, outcomes.fixtures.ts), at 1280 px (the desktop project) and at 375 px.

const PHONE = { width: 375, height: 800 };

async function openOutcomes(page: Page) {
  await loginAs(page, nextPoolAdmin());
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outcomes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consumer Duty outcomes' })).toBeVisible();
  await expect(page).toHaveTitle(/^Outcomes \|/);
  await page.getByLabel('From').fill(E2E_DUTY_DAY);
  await page.getByLabel('To').fill(E2E_DUTY_DAY);
}

const row = (page: Page, table: string, cohort: string) =>
  page
    .getByRole('table', { name: new RegExp(`^Outcomes by ${table}, ${E2E_DUTY_DAY}`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: cohort, exact: true }) });

test('the seeded day is one the hourly retention purge keeps, whenever the run crosses it', () => {
  // A day past the six years would be erased at minute 7 of an hour, mid-run, with its figures.
  expect(Date.now() - Date.parse(E2E_DUTY_DAY)).toBeLessThan(RETENTION_MS.submittedApplication - 86_400_000);
});

test('at 1280 px the cohorts of a day show their counts and shares, a small cohort no percentage', async ({ page }) => {
  test.setTimeout(90_000);
  await openOutcomes(page);
  const all = row(page, 'all applications', 'All applications');
  await expect(all.getByRole('cell')).toHaveText([
    '25',
    /^12\s*48\.0%$/,
    /^10\s*40\.0%$/,
    /^6\s*24\.0%$/,
    /%$/,
    /^66\.7% \(4\)$/,
    /^120 \(80\)\s*3 complaints, 2 upheld$/,
    '1',
    '2 (1)',
    '1',
  ]);
  await expect(
    row(page, 'vulnerability answers', 'Said yes to a question about difficulty').getByRole('cell').nth(1),
  ).toHaveText(/^12\s*100\.0%$/);
  const small = row(page, 'vulnerability answers', 'Did not answer');
  await expect(small.getByRole('cell').first()).toHaveText('3');
  await expect(small.getByRole('cell').nth(1)).toHaveText(/^0\s*too few to say$/);
  await expect(small).not.toContainText('%');
  await expect(row(page, 'employment', 'Benefits').getByRole('cell').first()).toHaveText('12');
  await expect(page.getByRole('rowheader', { name: /^Duty Lender / })).toBeVisible();
  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('at 375 px the page fits the phone and each table scrolls in its own box from the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await openOutcomes(page);
  await expect(row(page, 'age band', '25-34').getByRole('cell').first()).toHaveText('12');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = page.getByRole('region', { name: 'Age band table' });
  await box.focus();
  await expect(box).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(row(page, 'age band', '18-24').getByRole('cell').nth(2)).toHaveText(/too few to say/);
});
