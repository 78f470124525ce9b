import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { company, gbp } from '#shared/company.ts';
import { pageReady, presetConsent } from './site-helpers.ts';

// Issue 27.14: at 375 px the floating call button covered the representative example's figures,
// and sat outside every landmark (axe `region`).

const PHONE = { width: 375, height: 667 };
const callButton = (page: Page) => page.getByRole('link', { name: /^Call us free on/ });

/** The right edge of the text itself (not of its box), in the viewport. */
const textRight = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().right;
    });

for (const path of ['/']) {
  test(`${path}: the representative example's figures stay clear of the call button at 375 px @mobile`, async ({
    page,
  }) => {
    await presetConsent(page, 'all');
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await pageReady(page);
    const button = await callButton(page).boundingBox();
    expect(button).not.toBeNull();
    const { monthlyPayment, totalRepayable } = company.representativeExample;
    const figures = [gbp(monthlyPayment), gbp(totalRepayable), `Representative ${company.representativeApr}% APR`];
    for (const figure of figures) expect(await textRight(page, figure), figure).toBeLessThanOrEqual(button!.x);
  });
}

test('every page content is in a landmark, the call button too, at 375 px @mobile', async ({ page }) => {
  // Six pages, each loaded and scanned by axe: the default 30 s ran out once on the busy CI machine.
  test.setTimeout(90_000);
  await presetConsent(page, 'all');
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/about', '/faq', '/contact', '/emergency-loans', '/guides/understanding-apr']) {
    await page.goto(path);
    await pageReady(page);
    await expect(callButton(page)).toBeVisible();
    const results = await axeBuilder(page).withRules(['region']).analyze();
    expect(results.violations, path).toEqual([]);
  }
});
