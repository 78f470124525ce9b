import { expect, test } from '@playwright/test';
import { pageReady, presetConsent } from './site-helpers.ts';

test('the mobile menu works by keyboard alone @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists below 768 px only');
  await presetConsent(page, 'essential');
  await page.goto('/');
  await pageReady(page);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.focus();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  const closeToggle = page.getByRole('button', { name: 'Close menu' });
  await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link')).toHaveCount(7);
  // Tab moves from the toggle into the menu's links, in order.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Loan Types' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'How It Works' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(menu).toBeHidden();
  // And it closes again from the keyboard.
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Space');
  await expect(menu).toBeHidden();
});

test('the floating call button shows on mobile only @mobile', async ({ page, isMobile }) => {
  await presetConsent(page, 'essential');
  await page.goto('/about');
  const call = page.getByRole('link', { name: /Call us free/ });
  if (isMobile) await expect(call).toBeVisible();
  else await expect(call).toBeHidden();
});

test('Escape closes the mobile menu and returns focus to its button @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button exists below 768 px only');
  await presetConsent(page, 'essential');
  await page.goto('/faq');
  await pageReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByRole('link', { name: 'About' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});
