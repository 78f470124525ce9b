import { expect, test } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';

test('the dashboard and the analytics page give conversion rate one definition, with the same words', async ({
  page,
}) => {
  await loginAs(page);
  const hint = /^[\d,]+ completed applications ÷ [\d,]+ total sessions$/;
  const dashboardCard = page.getByRole('term').filter({ hasText: 'Conversion rate' }).locator('..');
  await expect(dashboardCard.getByRole('definition').last()).toHaveText(hint);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Application funnel' })).toBeVisible();
  const analyticsCard = page.getByRole('term').filter({ hasText: 'Conversion rate' }).locator('..');
  await expect(analyticsCard.getByRole('definition').last()).toHaveText(hint);
});
