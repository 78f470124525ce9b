import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { adminUsers } from '#server/db/schema/index.ts';
import { poolAdmin, provisionAdmin } from '#tests/support/admins.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { startInProcessApp, type InProcessApp } from './in-process-app.ts';

// Issue 27 (admin): an admin whose codes were locked after too many wrong ones (issue 26.5) shows
// as locked on the Security page's list of admins, and another admin unlocks it with a button.
// Its own app and database: the lock is set in the database, not by ten wrong sign-ins.
let server: InProcessApp;
const me = poolAdmin(0);
const locked = poolAdmin(1);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startInProcessApp();
  for (const admin of [me, locked]) await provisionAdmin(server.db.db, admin, { DATA_KEY: server.dataKey });
  await server.db.db.update(adminUsers).set({ totpLockedAt: new Date() }).where(eq(adminUsers.email, locked.email));
});
test.afterAll(async () => server?.close());

test('a locked admin is listed as locked and another admin unlocks it @mobile', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, me, server.baseURL);
  await page.goto(`${server.baseURL}/admin/security`);
  const row = page.getByRole('row').filter({ hasText: locked.email });
  await expect(row).toContainText('Locked (too many wrong codes)');
  await expect(page.getByRole('row').filter({ hasText: me.email })).not.toContainText('Locked');

  await row.getByRole('button', { name: `Unlock two-factor of ${locked.email}` }).click();
  await expect(page.getByText('Unlock two-factor: done')).toBeVisible();
  await expect(row).not.toContainText('Locked');
  await expect(row.getByRole('button', { name: `Unlock two-factor of ${locked.email}` })).toHaveCount(0);
  const [stored] = await server.db.db.select().from(adminUsers).where(eq(adminUsers.email, locked.email));
  expect(stored?.totpLockedAt).toBeNull();
});
