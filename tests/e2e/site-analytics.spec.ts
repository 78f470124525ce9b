import { expect, test } from '@playwright/test';
import { captureAnalytics, pageReady, presetConsent, requestsCaughtUp } from './site-helpers.ts';

const landingPages = [
  ['/emergency-loans', 'emergency_loans'],
  ['/bad-credit-loans', 'bad_credit_loans'],
  ['/same-day-loans', 'same_day_loans'],
  ['/payday-loan-alternative', 'payday_alternative'],
] as const;

test('landing pages send landing_page_view once per load with their UTM values', async ({ page }) => {
  await presetConsent(page, 'all');
  const events = captureAnalytics(page);
  for (const [path, name] of landingPages) {
    events.length = 0;
    await page.goto(`${path}?utm_source=google&utm_medium=cpc&utm_campaign=spring`);
    await pageReady(page);
    await expect.poll(() => events.filter((e) => e.event === 'landing_page_view').length, { message: path }).toBe(1);
    // The page is loaded and its script has run: a second view would have been sent by now.
    await requestsCaughtUp(page);
    const views = events.filter((e) => e.event === 'landing_page_view');
    expect(views, path).toHaveLength(1);
    expect(views[0]?.properties, path).toMatchObject({
      page: name,
      source: 'google',
      medium: 'cpc',
      campaign: 'spring',
      path,
    });
  }
});

test('landing_page_view defaults to direct / none / none without UTM values', async ({ page }) => {
  await presetConsent(page, 'all');
  const events = captureAnalytics(page);
  await page.goto('/emergency-loans');
  await pageReady(page);
  await expect
    .poll(() => events.find((e) => e.event === 'landing_page_view')?.properties)
    .toMatchObject({
      page: 'emergency_loans',
      source: 'direct',
      medium: 'none',
      campaign: 'none',
    });
});

test('nothing is sent for a visitor who chose Essential Only', async ({ page }) => {
  await presetConsent(page, 'essential');
  const events = captureAnalytics(page);
  await page.goto('/same-day-loans?utm_source=google');
  await pageReady(page);
  // The page's script has tracked the view (and dropped it): had it been sent, it would be seen now.
  await requestsCaughtUp(page);
  expect(events).toEqual([]);
});
