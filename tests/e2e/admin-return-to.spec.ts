import { expect, test } from '@playwright/test';
import { codeStep, loginAs, nextPoolAdmin, passwordStep } from '#tests/support/admins-browser.ts';

// Issue 42.8: the back office's session is the server's cookie. A screen opened in a new tab, from a
// bookmark or an emailed link opens for a signed-in admin, and a signed-out one returns to it after
// signing in (only to an address of the back office itself).

test.describe('back-office screens opened directly', () => {
  test('a screen opened in a new tab of a signed-in admin opens, not the login screen', async ({ page }) => {
    await loginAs(page);
    // A new tab shares the cookie but not the first tab's session storage.
    const tab = await page.context().newPage();
    await tab.goto('/admin/analytics');
    await expect(tab.getByRole('heading', { name: 'Application funnel', level: 1 })).toBeVisible();
    await expect(tab).toHaveURL(/\/admin\/analytics$/);
    // And on: the tab now counts as signed in, as the first one does.
    await tab.getByRole('link', { name: 'Reviews' }).click();
    await expect(tab.getByRole('heading', { name: 'Reviews of automated decisions', level: 1 })).toBeVisible();
  });

  test('a signed-out visit to a screen returns to it, query and all, after signing in', async ({ page }) => {
    const admin = nextPoolAdmin();
    await passwordStep(
      page,
      admin,
      '',
      '/admin/analytics?from=2026-11-01',
      /\/admin\/login\?next=%2Fadmin%2Fanalytics/,
    );
    await codeStep(page, admin, { heading: 'Application funnel', url: /\/admin\/analytics\?from=2026-11-01$/ });
  });

  test('a return address outside the back office is not followed: the dashboard opens', async ({ page }) => {
    const admin = nextPoolAdmin();
    const login = /\/admin\/login\?next=/;
    await passwordStep(page, admin, '', `/admin/login?next=${encodeURIComponent('//example.com/admin/x')}`, login);
    await codeStep(page, admin);
  });
});
