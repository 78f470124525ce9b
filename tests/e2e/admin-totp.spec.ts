import { expect, test } from '@playwright/test';
import { totpCode } from '#tests/support/admins.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { countRequests, expectSummary } from '#tests/support/form-requests.ts';

test(
  'a new admin signs in with its password, lands on enrolment, sees its ' + 'recovery codes once, then the dashboard',
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    await loginAs(page);
    await page.getByRole('link', { name: 'Security', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
    // Both forms check with the server's schemas first: its words, a focused summary, nothing sent.
    const adds = await countRequests(page, 'POST', /\/api\/admin\/users$/);
    const changes = await countRequests(page, 'POST', /\/api\/admin\/password$/);
    const addPanel = page.getByRole('region', { name: 'Add an admin' });
    await addPanel.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Add admin' }).click();
    await expectSummary(addPanel, ['Enter a valid email address']);
    await expect(addPanel.getByRole('alert')).toHaveText('Enter a valid email address');
    const passwordPanel = page.getByRole('region', { name: 'Change password' });
    await passwordPanel.getByRole('button', { name: 'Change password' }).click();
    await expectSummary(passwordPanel, ['Required', 'Required', 'At least 12 characters']);
    await passwordPanel.getByTestId('form-summary').getByRole('link').nth(1).click();
    await expect(passwordPanel.getByLabel('Authentication code')).toBeFocused();
    expect([adds.count(), changes.count()]).toEqual([0, 0]);
    const email = `totp-${Date.now()}@example.com`;
    await page.getByRole('region', { name: 'Add an admin' }).getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Add admin' }).click();
    const password = (await page.getByTestId('new-admin-password').textContent())!.trim();
    expect(password).toHaveLength(20);
    // The same email again: the server's 409 names the field, and the form says it there.
    await addPanel.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Add admin' }).click();
    await expectSummary(addPanel, ['An admin with this email already exists']);
    await expect(addPanel.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto('/admin/login');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill(password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    // Password alone: straight to enrolment; the back office stays closed.
    await expect(other).toHaveURL(/\/admin\/enrol$/);
    await other.goto('/admin/dashboard');
    await expect(other).toHaveURL(/\/admin\/enrol$/);

    await other.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await expect(other.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await other.getByTestId('totp-secret').textContent())!.trim();
    // The first code is checked with the confirm route's schema first: its words, focused, nothing sent.
    const confirms = await countRequests(other, 'POST', /\/api\/admin\/totp\/confirm$/);
    await other.getByLabel('Code from the app').fill('12345');
    await other.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expectSummary(other, ['Enter the 6-digit code']);
    await expect(other.getByRole('alert').filter({ hasText: 'Enter the 6-digit code' })).toBeVisible();
    expect(confirms.count()).toBe(0);
    await other.getByLabel('Code from the app').fill(totpCode(secret, Date.now()));
    await other.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = other.getByTestId('recovery-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const firstCode = (await codes.first().textContent())!.trim();
    await other.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(other).toHaveURL(/\/admin\/dashboard$/);

    // Shown once: the security screen counts them but never shows them again.
    await other.getByRole('link', { name: 'Security', exact: true }).click();
    await expect(other.getByText('Unused recovery codes: 10')).toBeVisible();
    await expect(other.getByText(firstCode)).toHaveCount(0);

    // A recovery code signs in once in place of the authenticator code.
    await other.getByRole('button', { name: 'Log out' }).click();
    // Wait for the login screen: the security screen has password fields of its own.
    await expect(other).toHaveURL(/\/admin\/login$/);
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill(password);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.getByLabel('Authentication code').fill(firstCode);
    await other.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(other).toHaveURL(/\/admin\/dashboard$/);
    await context.close();
  },
);
