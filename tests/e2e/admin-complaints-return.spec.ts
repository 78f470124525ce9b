import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// Issue 29 item 1: the half-yearly complaints return is exported from the back office as CSV
// (opened, closed within 3 business days, within 8 weeks, later, upheld), at 1280 px and 375 px.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [label, viewport] of [
  ['1280 px', null],
  ['375 px', { width: 375, height: 800 }],
] as const) {
  test(`at ${label} an admin downloads the complaints return for a chosen period`, async ({ page }) => {
    const response = await page.request.post('/api/complaints', {
      data: { name: 'Pat Example', email: uniqueEmail('e2e-return'), description: 'Counted in the return.' },
    });
    expect(response.status()).toBe(201);
    const year = (await response.json()).receivedAt.slice(0, 4) as string;

    if (viewport) await page.setViewportSize(viewport);
    await loginAs(page);
    await page.goto('/admin/complaints');
    const panel = page.getByRole('region', { name: 'Half-yearly complaints return' });
    await panel.getByLabel('From').fill(`${year}-01-01`);
    await panel.getByLabel('To').fill(`${year}-12-31`);
    const download = page.waitForEvent('download');
    await panel.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport?.width ?? 1280);
    expect(file.suggestedFilename()).toBe(`complaints-return-${year}-01-01-${year}-12-31.csv`);
    const [header, row] = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(header).toBe(
      'period_start,period_end,opened,closed,closed_within_3_business_days,' +
        'closed_after_3_business_days_within_8_weeks,closed_after_8_weeks,upheld,open_at_period_end',
    );
    const cells = row!.split(',');
    expect(cells.slice(0, 2)).toEqual([`${year}-01-01`, `${year}-12-31`]);
    expect(Number(cells[2])).toBeGreaterThanOrEqual(1);
  });
}
