import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { countRequests, expectSummary } from '#tests/support/form-requests.ts';
import { uniqueName } from '#tests/support/unique.ts';

test('creates, pauses and deletes an A/B test', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page);
  await page.getByRole('link', { name: 'A/B testing' }).click();
  await expect(page.getByRole('heading', { name: 'A/B test manager' })).toBeVisible();

  const testId = uniqueName('hero_').toLowerCase();
  // Checked with the server's createTestBody first: its words under each field and in a focused
  // summary, nothing sent until they pass (decision 101).
  const creates = await countRequests(page, 'POST', /\/api\/abtest\/create$/);
  const panel = page.getByRole('region', { name: 'Create a test' });
  await page.getByRole('button', { name: 'Create test' }).click();
  await expectSummary(panel, ['Enter a test ID', 'Enter a name']);
  await page.getByLabel('Test ID').fill('Bad-ID');
  await page.getByLabel('Name', { exact: true }).fill('Hero headline');
  await page.getByRole('button', { name: 'Create test' }).click();
  await expectSummary(panel, ['Use lowercase letters, numbers and underscores only']);
  await expect(panel.getByRole('alert')).toHaveText('Use lowercase letters, numbers and underscores only');

  await page.getByLabel('Test ID').fill(testId);
  await page.getByLabel('Control weight (%)').fill('60');
  await page.getByRole('button', { name: 'Create test' }).click();
  await expectSummary(panel, ['The two weights must add up to 100%']);
  await panel.getByTestId('form-summary').getByRole('link').click();
  await expect(page.getByLabel('Variant A weight (%)')).toBeFocused();
  expect(creates.count()).toBe(0);
  await page.getByLabel('Variant A weight (%)').fill('40');
  await page.getByLabel('Description').fill('Headline copy on the home page');
  await page.getByRole('button', { name: 'Create test' }).click();
  await expect(page.getByText('Test created')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: testId });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByRole('cell', { name: '60%' })).toBeVisible();
  await card.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();

  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete this test?');
    void dialog.accept();
  });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Test deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});
