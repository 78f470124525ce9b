import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { loginAs } from './admin-helpers.ts';

const code = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetMs });

test('a new admin enrols TOTP with the QR screen and then needs a code to sign in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The e2e admin adds a separate admin, so enrolling TOTP does not affect other tests.
  await loginAs(page);
  await page.getByRole('link', { name: 'Security' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  const email = `totp-${Date.now()}@example.com`;
  await page.getByRole('region', { name: 'Add an admin' }).getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Add admin' }).click();
  const password = (await page.getByTestId('new-admin-password').textContent())!.trim();
  expect(password).toHaveLength(20);

  const context = await browser.newContext();
  const other = await context.newPage();
  await loginAs(other, { email, password });
  await other.getByRole('link', { name: 'Security' }).click();
  await other.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(other.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await other.getByTestId('totp-secret').textContent())!.trim();
  await other.getByLabel('Code from the app').fill(code(secret));
  await other.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(other.getByText(/Two-factor authentication is on/)).toBeVisible();
  await other.getByRole('button', { name: 'Log out' }).click();

  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password').fill(password);
  await other.getByRole('button', { name: 'Sign in' }).click();
  const totpField = other.getByLabel('Authentication code');
  await expect(totpField).toBeVisible();
  // The confirm used this period's code; the next period's code is accepted (one step of drift).
  await totpField.fill(code(secret, 30_000));
  await other.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(other).toHaveURL(/\/admin\/dashboard$/);
  await context.close();
});
