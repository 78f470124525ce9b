import { expect, test } from '@playwright/test';
import { DEMO_DATA_NOTICE } from '#shared/sample-data.ts';

// Issue 42 item 3 (decision 122): the test server runs on the sample configuration, whose
// identity, reviews, rating and customer count are invented; every kind of page says so at the top:
// prerendered content, the application screens, the portals and the server's own small pages.
const PAGES = ['/', '/reviews', '/apply', '/admin/login', '/lenders/login', '/unsubscribe/no-such-link'];

for (const path of PAGES) {
  test(`${path} shows the demo data notice`, async ({ page }) => {
    await page.goto(path);
    const notice = page.getByRole('complementary', { name: 'Demo data' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(DEMO_DATA_NOTICE);
  });
}
