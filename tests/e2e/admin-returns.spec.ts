import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, nextPoolAdmin } from '#tests/support/admins-browser.ts';
import { E2E_RETURN_NOTES } from '#tests/support/e2e-returns.ts';
import { countRequests, expectSummary } from '#tests/support/form-requests.ts';

// Issue 28.2: the back office's returns queue (returns over a lender's cap wait for a person), at
// 1280 px (the desktop project) and at 375 px. The e2e server seeds one return per test.

const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test('at 1280 px a return is rejected with its reason and listed with who decided', async ({ page }) => {
  test.setTimeout(90_000);
  const admin = nextPoolAdmin();
  await loginAs(page, admin);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Returns', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Returns queue' })).toBeVisible();
  const card = page.getByTestId('return-item').filter({ hasText: E2E_RETURN_NOTES[0] }).first();
  await expect(card).toContainText('Northway Finance · Duplicate lead');
  await expect(card).toContainText('Under review');
  await expect(card).toContainText('£42.50');
  await expect(card.getByText(/Filed:/)).toBeVisible();

  // The shared schema refuses it in the browser: its words, under the field and in the summary, no request.
  const decisions = await countRequests(page, 'POST', /\/api\/admin\/returns\/[^/]+\/decision$/);
  await card.getByRole('button', { name: 'Record decision' }).click();
  await expectSummary(card, ['Choose accept or reject']);
  await card.getByLabel('Reject: no credit').check();
  await card.getByRole('button', { name: 'Record decision' }).click();
  await expect(card.getByRole('alert')).toHaveText('Give the reason for rejecting the return');
  await expectSummary(card, ['Give the reason for rejecting the return']);
  await card.getByTestId('form-summary').getByRole('link').click();
  await expect(card.getByLabel(/Reason/)).toBeFocused();
  expect(decisions.count()).toBe(0);
  await card.getByLabel(/Reason/).fill('The applicant applied once only.');
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Return rejected: nothing credited')).toBeVisible();
  // Decided: gone from the queue, listed under Rejected with the admin and the reason.
  await expect(page.getByTestId('return-item').filter({ hasText: E2E_RETURN_NOTES[0] })).toHaveCount(0);
  await page.getByRole('button', { name: 'Rejected', exact: true }).click();
  const decided = page.getByTestId('return-item').filter({ hasText: E2E_RETURN_NOTES[0] }).first();
  await expect(decided).toContainText(`Rejected by ${admin.email}`);
  await expect(decided).toContainText('The applicant applied once only.');
});

test('at 375 px a return is accepted and its credit shown', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const admin = nextPoolAdmin();
  await loginAs(page, admin);
  await page.goto('/admin/returns');
  const card = page.getByTestId('return-item').filter({ hasText: E2E_RETURN_NOTES[1] }).first();
  await expect(card).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await card.getByLabel(/Accept: credit £42.50/).check();
  await card.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Return accepted: £42.50 credited')).toBeVisible();
  await page.getByRole('button', { name: 'Accepted', exact: true }).click();
  const decided = page.getByTestId('return-item').filter({ hasText: E2E_RETURN_NOTES[1] }).first();
  await expect(decided).toContainText(`Accepted by ${admin.email}`);
  await expect(decided).toContainText('£42.50 credited');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
});
