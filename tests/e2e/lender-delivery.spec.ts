import { randomBytes } from 'node:crypto';
import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { createLender, firstPortalSignIn, provisionLenderUser } from '#tests/support/lender-portal-browser.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// Issue 43.1, self-service inside the broker's bounds (decision 147): a lender's user pauses and
// resumes its leads and sets caps and hours within the broker's, on a lender of its own (no run
// asks it, so no other spec's lead depends on it); as the lender's admin it adds, disables and
// re-enables a user; the broker sees each change in the history.

const NINE_TO_FIVE = { from: 9, to: 17 };
const WEEKDAYS_ONLY = { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE };

async function walk(page: Page, admin: Page, js: boolean) {
  const lender = `delivery-${randomBytes(4).toString('hex')}`;
  await createLender(admin, lender, { dailyCap: 100, schedule: { ...WEEKDAYS_ONLY, sat: null, sun: null } });
  const user = await provisionLenderUser(admin, lender);
  await firstPortalSignIn(page, user);

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Delivery' }).click();
  await expect(page.getByRole('heading', { name: 'We are sending you leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause my leads' }).click();
  await expect(page.getByRole('status')).toHaveText('Paused: we send you no leads until you resume.');
  await expect(page.getByRole('heading', { name: 'We are not sending you leads' })).toBeVisible();
  await expect(page.getByText(`Last changed by ${user.email}`)).toBeVisible();
  await page.getByRole('button', { name: 'Resume my leads' }).click();
  await expect(page.getByRole('status')).toHaveText('Resumed: we send you leads again, within your caps and hours.');
  // The settings as read after the change (their new version), not only the change's answer.
  await expect(page.getByRole('heading', { name: 'We are sending you leads' })).toBeVisible();

  // Above the broker's maximum: refused in words, on the field; nothing changes.
  await expect(page.getByText('Our maximum: 100.')).toBeVisible();
  await page.getByLabel('Leads a day').fill('150');
  await page.getByRole('button', { name: 'Save caps and hours' }).click();
  await expect(page.getByRole('alert')).toHaveText('At most 100 leads a day: the most we agreed with you');
  await expect(page.getByLabel('Leads a day')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Leads a day')).toHaveValue('150');

  // Hours: Saturday is not one of the broker's days.
  await page.getByLabel('Leads a day').fill('40');
  await page.getByLabel('Take leads at any hour we send them').uncheck();
  await page.getByLabel('Saturday', { exact: true }).check();
  await page.getByRole('button', { name: 'Save caps and hours' }).click();
  await expect(page.getByRole('alert')).toHaveText('Saturday: we send no leads that day');
  await page.getByLabel('Saturday', { exact: true }).uncheck();
  await page.getByLabel('Monday from').selectOption('10');
  await page.getByRole('button', { name: 'Save caps and hours' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: your caps and hours apply from the next lead.');
  await page.reload();
  await expect(page.getByLabel('Leads a day')).toHaveValue('40');
  await expect(page.getByLabel('Monday from')).toHaveValue('10');
  await expect(page.getByLabel('Take leads at any hour we send them')).not.toBeChecked();
  if (js) {
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations).toEqual([]);
  }

  // As the lender's admin (the broker's first user of a lender is), a user added, disabled, re-enabled.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Users' }).click();
  // An address the browser lets through and the shared schema does not: the schema's words, with
  // script (checked in the page) or without (by the server), the field marked.
  await page.getByLabel('Email').fill('someone@example');
  await page.getByRole('button', { name: 'Add the user' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter an email address');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter an email address');
  const added = uniqueEmail('added');
  await page.getByLabel('Email').fill(added);
  await page.getByLabel('Role').selectOption('user');
  await page.getByRole('button', { name: 'Add the user' }).click();
  await expect(page.getByTestId('one-time-password')).toBeVisible();
  await page.getByRole('button', { name: `Disable ${added}` }).click();
  await expect(page.getByRole('status')).toHaveText('User disabled.');
  await page.getByRole('button', { name: `Enable ${added}` }).click();
  await expect(page.getByRole('status')).toHaveText('User enabled.');

  // The broker sees each change with the lender user who made it.
  const history = await admin.request.get(`/api/admin/lenders/settings/${lender}/history`);
  const changes = ((await history.json()) as { changes: { action: string; by: string | null }[] }).changes;
  expect(changes.filter((c) => c.by === user.email).map((c) => c.action)).toEqual([
    'lender_user_enabled',
    'lender_user_disabled',
    'lender_user_added',
    'lender_changed',
    'lender_resumed',
    'lender_paused',
  ]);
  // And on the lender's page in the back office, beside the broker's own settings.
  await admin.goto(`/admin/lenders/${lender}`);
  const own = admin.getByRole('region', { name: 'Set by the lender in its portal' });
  await expect(own.getByText('40 leads')).toBeVisible();
  await expect(own.getByText(/Mon 10:00/)).toBeVisible();
  // The users' changes in words: what, who, and which user.
  const userChanges = admin
    .getByRole('list', { name: 'Changes' })
    .getByRole('listitem')
    .filter({ hasText: /^Portal user (added|disabled|re-enabled)/ });
  await expect(userChanges).toHaveCount(3);
  await expect(userChanges.nth(0)).toContainText(`Portal user re-enabled by the lender in the portal · ${user.email}`);
  await expect(userChanges.nth(0)).toContainText(`Portal user: ${added}`);
  await expect(userChanges.nth(1)).toContainText(`Portal user disabled by the lender in the portal · ${user.email}`);
  await expect(userChanges.nth(2)).toContainText(`Portal user added by the lender in the portal · ${user.email}`);
  await expect(userChanges.nth(2)).toContainText('Role: user (works the leads)');
}

test('a lender user pauses, resumes, sets caps and hours within the broker’s, and manages its users @mobile', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await browser.newPage();
  await loginAs(admin);
  await walk(page, admin, true);
  await admin.close();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the same with plain form posts', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const admin = await browser.newPage({ javaScriptEnabled: true });
    await loginAs(admin);
    await walk(page, admin, false);
    await admin.close();
  });
});
