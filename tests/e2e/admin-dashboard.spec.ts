import { readFileSync } from 'node:fs';
import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';
import { buildApplication, requestClient, stepsWith } from '#tests/support/applications.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { uniqueName } from '#tests/support/unique.ts';

const XSS = '<img src=x onerror=alert(1)>';

test.describe('admin dashboard', () => {
  test('lists, filters, opens and exports an application; applicant text stays text', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lastName = uniqueName('Zedtest');
    const visitor = await playwright.request.newContext({ baseURL });
    await buildApplication(requestClient(visitor), 2, { steps: stepsWith({ firstName: XSS, lastName }) });
    await visitor.dispose();

    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await loginAs(page);
    await expect(page.getByRole('region', { name: 'Applications', exact: true })).toBeVisible();
    await expect(page.getByText('Revenue (sold applications)')).toBeVisible();

    await page.getByLabel('Search name or email').fill(lastName);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `${XSS} ${lastName}` })).toBeVisible();

    const filters = page.getByRole('group', { name: 'Filter by status' });
    await filters.getByRole('button', { name: 'Sold' }).click();
    await expect(page.getByText('No applications match these filters.')).toBeVisible();
    await filters.getByRole('button', { name: 'Draft' }).click();
    await expect(row).toHaveCount(1);

    // The export link carries only what the export reads: the status filter, the search (and a non-default sort).
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/applications/export.csv?status=draft&q=${lastName}`,
    );
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain(lastName);
    expect(csv.split('\r\n')[0]).toContain('firstName');

    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/applications\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `${XSS} ${lastName}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal details' }).getByText(XSS)).toBeVisible();
    await expect(page.getByText('No lender has been tried for this application yet.')).toBeVisible();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });

  test('a response of another shape than its schema shows a load error, not the figures', async ({ page }) => {
    test.setTimeout(90_000);
    // The stats as an older server might send them: counts as text, a status the screens do not know.
    await page.route('**/api/admin/applications/stats', (route) =>
      route.fulfill({
        json: {
          byStatus: { approved: '3' },
          total: 3,
          completed: 3,
          totalSessions: 9,
          revenue: 120,
          conversionRate: 0.3,
          gateReferrals: {},
        },
      }),
    );
    await loginAs(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load statistics.' })).toBeVisible();
    await expect(page.getByText('Revenue (sold applications)')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Applications', exact: true })).toBeVisible();
  });

  test('shows campaigns and contact messages panels without serious accessibility violations', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page);
    await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: /Contact messages/ })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Applications', exact: true })
        .getByRole('table')
        .or(page.getByText('No applications match these filters.')),
    ).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
