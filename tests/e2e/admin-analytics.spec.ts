import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';
import { FUNNEL_STEP_NAMES } from '../../src/shared/application/step-meta.ts';
import { buildApplication, requestClient, stepsWith } from '#tests/support/applications.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { uniqueName } from '#tests/support/unique.ts';

test('shows the funnel with the spec step names, metrics and a chart', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext({ baseURL });
  await buildApplication(requestClient(visitor), 2, {
    steps: stepsWith({ firstName: 'Funnel', lastName: uniqueName('Funnel') }),
  });
  await visitor.dispose();

  await loginAs(page);
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Application funnel' })).toBeVisible();
  for (const name of FUNNEL_STEP_NAMES)
    await expect(page.getByRole('rowheader', { name: new RegExp(`\\d\\. ${name}$`) })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Total sessions' })).toBeVisible();
  // Referred to debt advice is shown apart from completed applications (issue 27.5).
  await expect(page.getByRole('term').filter({ hasText: 'Referred to debt advice' })).toBeVisible();
  // And so are the duplicate rule's refusals, which no lender was offered (issue 42.11).
  await expect(page.getByRole('term').filter({ hasText: 'Refused as repeat applications' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Bar chart of users per step/ })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'direct' })).toBeVisible();
  await page.getByLabel('UTM source', { exact: true }).selectOption('direct');
  await expect(page.getByLabel('UTM source', { exact: true })).toHaveValue('direct');
  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
