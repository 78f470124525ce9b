import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';

// Decision 098: an admin issues the shared secret of a lender made in the back office, in the
// lender's editor; the secret is shown once, with what to do with it, at 1280 px and 375 px.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A lender made in the back office (through its API, as the editor's own test covers the form). */
async function backOfficeLender(page: Page, id: string) {
  const response = await page.request.post('/api/admin/lenders/settings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      id,
      name: `Lender ${id}`,
      endpoint: `https://${id}.example.com/leads`,
      tier: 3,
      pricePence: 1500,
      priority: 0,
      panels: ['primary'],
      timeoutMs: null,
      dailyCap: null,
      weeklyCap: null,
      monthlyCap: null,
      schedule: null,
      returnWindowHours: 72,
      returnCapPercent: 10,
      paused: false,
    },
  });
  expect(response.status()).toBe(201);
}

test('an admin issues a lender’s shared secret and sees it once @mobile', async ({ page }, info) => {
  test.setTimeout(90_000);
  const id = `e2e-sec-${info.project.name}-${Math.random().toString(36).slice(2, 8)}`;
  await loginAs(page);
  await backOfficeLender(page, id);
  await page.goto(`/admin/lenders/${id}`);

  const panel = page.getByRole('region', { name: 'Shared secret' });
  await expect(panel.getByText('No shared secret yet: the lender is not asked for leads')).toBeVisible();
  await panel.getByRole('button', { name: 'Issue a shared secret' }).click();
  const notice = panel.getByRole('status').filter({ hasText: 'Copy this secret now' });
  await expect(notice).toContainText('over a secure channel');
  await expect(notice).toContainText('It is in use now');
  await expect(notice.getByTestId('issued-lender-secret')).toHaveText(/^[0-9a-f]{64}$/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  const axe = await axeBuilder(page).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Once only: after a reload the lender has a secret, and the secret itself is gone.
  await page.reload();
  await expect(panel.getByRole('button', { name: 'Issue a new shared secret' })).toBeVisible();
  await expect(panel.getByText('This lender has a shared secret.')).toBeVisible();
  await expect(page.getByTestId('issued-lender-secret')).toHaveCount(0);
});
