import { expect, test, type Locator } from '@playwright/test';
import { pageReady, presetConsent } from './site-helpers.ts';

// Issue 42 item 7, the public pages' share: at 375 px the floating call button covered the FAQ
// chevrons; at 1280 px the complaints postal address broke mid-line.

/** How many lines the element's text takes on screen. */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

test('at 375 px no FAQ chevron sits under the call button @mobile', async ({ page }) => {
  await presetConsent(page, 'all');
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/faq');
  await pageReady(page);
  const button = await page.getByRole('link', { name: /^Call us free on/ }).boundingBox();
  expect(button).not.toBeNull();
  const chevrons = page.locator('[data-accordion-trigger] svg');
  expect(await chevrons.count()).toBeGreaterThan(0);
  for (const right of await chevrons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right)))
    expect(right).toBeLessThanOrEqual(button!.x);
});

test('at 1280 px the complaints postal address is written one part to a line', async ({ page }) => {
  await presetConsent(page, 'all');
  await page.goto('/complaints');
  const address = page.locator('address').filter({ hasText: 'Complaints Team' });
  const lines = address.locator('span');
  await expect(lines.first()).toHaveText('Complaints Team');
  expect(await lines.count()).toBeGreaterThanOrEqual(3);
  for (const line of await lines.all()) expect(await linesOf(line), await line.innerText()).toBe(1);
});
