import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders the hero, representative example and compliance text @mobile', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Short-term loans');
    await expect(page.getByRole('heading', { name: 'Representative example' })).toBeVisible();
    await expect(page.getByText('Representative 91% APR').first()).toBeVisible();
    await expect(page.getByText(/credit broker, not a lender/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'moneyhelper.org.uk' }).first()).toHaveAttribute(
      'href',
      /moneyhelper\.org\.uk/,
    );
    expect(errors).toEqual([]);
  });

  test('header navigation reaches the apply screen', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(7);
    await page.getByRole('link', { name: 'Check Eligibility' }).first().click();
    await expect(page).toHaveURL(/\/apply$/);
  });

  test('mobile menu opens and closes below 768 px @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile only');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('link', { name: /Call us free/ })).toBeVisible();
  });

  test('has no serious or critical accessibility violations @mobile', async ({ page }) => {
    await page.goto('/');
    const results = await axeBuilder(page).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /find that page/ })).toBeVisible();
});
