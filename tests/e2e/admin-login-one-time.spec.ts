import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema/index.ts';
import { createAdmin } from '#tests/support/admins.ts';
import { startInProcessApp, type InProcessApp } from './in-process-app.ts';

// Issue 26.4: an admin given a one-time password chooses their own in the same sign-in, at least
// the schemas' shortest length (said in the label, checked by the browser; decision 025 keeps zod
// out of this screen). Its own app and database: the one-time password is set in the database.
let server: InProcessApp;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startInProcessApp();
});
test.afterAll(async () => server?.close());

test('a one-time password is replaced by the admin’s own in the same sign-in', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await createAdmin(server.db.db);
  const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
  await server.db.db.update(adminUsers).set({ passwordExpiresAt: inAnHour }).where(eq(adminUsers.email, admin.email));

  await page.goto(`${server.baseURL}/admin/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Choose your own password')).toBeVisible();
  const own = page.getByLabel('New password (at least 12 characters)');
  await expect(own).toHaveAttribute('minlength', '12');
  await expect(page.getByLabel('New password again')).toHaveAttribute('minlength', '12');
  await own.fill('a new admin password 2032');
  await page.getByLabel('New password again').fill('a new admin password 2032');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/enrol$/);
});
