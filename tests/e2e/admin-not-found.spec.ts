import { expect, test } from '@playwright/test';

// Issue 27.3: an address under /admin that names no screen says so (it used to say "Loading…" for ever).

for (const path of ['/admin/applications', '/admin/no-such-screen']) {
  test(`${path} says there is no such admin screen and where to go @mobile`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'No back-office screen at this address', level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(path);
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    // Signed out: the dashboard sends the visitor on to the login screen.
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
}
