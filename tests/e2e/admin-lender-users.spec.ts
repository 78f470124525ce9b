import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs, nextPoolAdmin } from '#tests/support/admins-browser.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// Issue 28 (decision 099): on a lender's page an admin adds a portal user and reads its one-time
// password once, disables it, enables it and resets it (a new one-time password), at 1280 px and 375 px.

const LENDER = 'northway-finance';
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an admin adds a portal user, sees its one-time password, disables, enables and resets it @mobile', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // The phone project's device is 412 px wide: the narrowest screen is 375 px.
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, nextPoolAdmin());
  await page.goto(`/admin/lenders/${LENDER}`);
  const panel = page.getByRole('region', { name: 'Portal users' });
  await expect(panel.getByRole('heading', { name: 'Portal users' })).toBeVisible();
  await expect(panel.getByText(/Loading the portal users/)).toHaveCount(0);

  // A wrong address is refused on the field, in the shared schema's words, and focused.
  const email = panel.getByLabel('Email');
  await email.fill('not an email');
  await panel.getByRole('button', { name: 'Add user' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Enter an email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();

  const address = uniqueEmail('portal');
  await email.fill(address);
  await panel.getByRole('button', { name: 'Add user' }).click();
  const shown = panel.getByTestId('lender-user-password');
  await expect(shown).toHaveText(/^[A-Za-z0-9]{20}$/);
  const first = await shown.textContent();
  await expect(email).toHaveValue('');

  const table = panel.getByRole('table', { name: 'Portal users of this lender' });
  const row = table.getByRole('row').filter({ hasText: address });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Not set up');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Never');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');
  // Nothing is wider than the screen: the table scrolls in its own box (its screen-reader text included).
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await row.getByRole('button', { name: `Disable ${address}` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Disabled');
  await row.getByRole('button', { name: `Enable ${address}` }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');

  await row.getByRole('button', { name: `Reset ${address}` }).click();
  const again = panel
    .getByRole('status')
    .filter({ hasText: `${address} reset` })
    .getByTestId('lender-user-password');
  await expect(again).toHaveText(/^[A-Za-z0-9]{20}$/);
  expect(await again.textContent()).not.toBe(first);

  const axe = await axeBuilder(page).include('section[aria-label="Portal users"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
