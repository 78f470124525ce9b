import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '#tests/support/admins.ts';
import { codeStep, loginAs, nextPoolAdmin, passwordStep } from '#tests/support/admins-browser.ts';

test.describe('admin login', () => {
  test('/admin sends a visitor without a session to the login screen', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows "Login Failed - Invalid password"', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText('Invalid password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in with password and authenticator code, keeps the session on /admin, and logs out', async ({ page }) => {
    // The admin provisioned at boot from ADMIN_EMAIL/ADMIN_PASSWORD/ADMIN_TOTP_SECRET.
    await loginAs(page, E2E_ADMIN);
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBe('true');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('adminAuth'))).toBeNull();
    // The server session is gone too: the auth check fails even with the flag put back.
    await page.evaluate(() => sessionStorage.setItem('adminAuth', 'true'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("the sign-in's note asking for the code does not follow the admin onto the dashboard", async ({ page }) => {
    // Left alone, the note leaves by itself after its 5 s. The page's clock is paused and moved on
    // only 100 ms at a time (the toasts apply each change on a timer), so that never happens here
    // however long the sign-in takes: if the note is gone, signing in removed it.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    const admin = nextPoolAdmin();
    await passwordStep(page, admin);
    await page.clock.runFor(100);
    const note = page.locator('[data-sonner-toast][data-removed="false"]', { hasText: 'Enter the 6-digit code' });
    await expect(note).toHaveCount(1);
    await codeStep(page, admin);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.clock.runFor(100);
    await expect(note).toHaveCount(0);
  });

  test('signing in at another address than PUBLIC_URL says where to go (issue 27.2) @mobile', async ({
    page,
    baseURL,
  }) => {
    const other = baseURL!.replace('localhost', '127.0.0.1');
    await page.goto(`${other}/admin/login`);
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill('any password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page.getByText(`the back office works only at ${baseURL}/admin`)).toBeVisible();
  });

  test('from /admin (the address the README gives), signs in and stays in (issue 27.1) @mobile', async ({ page }) => {
    // /admin first asks the server and is told "signed out"; that answer must not outlive the sign-in.
    await loginAs(page, nextPoolAdmin(), '', '/admin');
    await expect(page.getByText('Revenue (sold applications)')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: 'Analytics' }).click();
    await expect(page.getByRole('heading', { name: 'Application funnel', level: 1 })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page.getByText('Revenue (sold applications)')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('the login screen has no serious accessibility violations @mobile', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    const results = await axeBuilder(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
