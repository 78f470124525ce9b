import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { captureAnalytics, exitThroughTop, pageReady, pausedClock, requestsCaughtUp } from './site-helpers.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const storedChoice = (page: Page) =>
  page.evaluate(() => ({
    local: (JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as { choice?: string } | null)?.choice ?? null,
    cookie: /(?:^|; )cookie_consent=([^;]*)/.exec(document.cookie)?.[1] ?? null,
  }));

test.describe('cookie consent banner', () => {
  test('appears about one second after load when no choice is stored @mobile', async ({ page }) => {
    // The page's timers run on a controlled clock, so "about a second" is checked exactly.
    // Paused from the start: no page timer fires until the test moves the clock.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
    await page.goto('/');
    await pageReady(page);
    await page.clock.runFor(900);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
  });

  test('makes rejecting as prominent as accepting @mobile', async ({ page }) => {
    await page.goto('/');
    const reject = banner(page).getByRole('button', { name: 'Essential Only' });
    const accept = banner(page).getByRole('button', { name: 'Accept All Cookies' });
    await expect(accept).toBeVisible();
    const style = (name: 'Essential Only' | 'Accept All Cookies') =>
      banner(page)
        .getByRole('button', { name })
        .evaluate((el) => {
          const s = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return {
            font: `${s.fontSize} ${s.fontWeight}`,
            bg: s.backgroundColor,
            color: s.color,
            height: Math.round(box.height),
          };
        });
    expect(await style('Essential Only')).toEqual(await style('Accept All Cookies'));
    const [r, a] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(r!.width - a!.width)).toBeLessThan(40);
  });

  test('Essential Only stores "essential", hides the banner and keeps analytics off', async ({ page }) => {
    // The page's clock, paused and driven (it carries on from where it was across the reload): the
    // banner's second and the exit intent's 300 ms pass when the test says, never by waiting.
    await pausedClock(page);
    const events = captureAnalytics(page);
    await page.goto('/faq');
    await pageReady(page);
    await page.clock.runFor(1000);
    await banner(page).getByRole('button', { name: 'Essential Only' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toEqual({ local: 'essential', cookie: 'essential' });
    await exitThroughTop(page);
    await page.clock.runFor(300);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.locator('dialog'), 'removed by its close handler, after tracking').toHaveCount(0);
    await page.reload();
    await pageReady(page);
    // Past the second after which a visitor without a stored choice is asked.
    await page.clock.runFor(1500);
    await expect(banner(page)).toHaveCount(0);
    // The view, the dialog shown and closed were all tracked (and dropped) before this point.
    await requestsCaughtUp(page);
    expect(events).toEqual([]);
  });

  test('the close button stores "essential"', async ({ page }) => {
    await page.goto('/about');
    await banner(page).getByRole('button', { name: 'Close (essential cookies only)' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toEqual({ local: 'essential', cookie: 'essential' });
  });

  test('analytics starts only after Accept All Cookies', async ({ page }) => {
    const events = captureAnalytics(page);
    await page.goto('/guides');
    await pageReady(page);
    // Before any choice: the exit-intent event waits in the page, nothing is sent.
    await exitThroughTop(page);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    // Removed from the page by its close handler, which tracks the dismissal first (a closed dialog
    // is hidden before that handler runs, so it is the element's going that is waited for).
    await expect(page.locator('dialog')).toHaveCount(0);
    // Both were tracked by now, shown and dismissed: had either been sent, it is seen.
    await requestsCaughtUp(page);
    expect(events).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toEqual({ local: 'all', cookie: 'all' });
    await expect.poll(() => events.map((e) => e.event)).toEqual(['exit_intent_shown', 'exit_intent_dismissed']);
    expect(events[0]?.properties).toMatchObject({ path: '/guides' });
    expect(events[0]?.properties.screenWidth).toEqual(expect.any(Number));
  });

  test('the choice can be changed later from the footer, by keyboard', async ({ page }) => {
    await page.goto('/reviews');
    await banner(page).getByRole('button', { name: 'Accept All Cookies' }).click();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Your current choice: all cookies.');
    await expect(banner(page).getByRole('heading', { name: 'Cookies on this site' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Essential Only' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toHaveCount(0);
    expect(await storedChoice(page)).toEqual({ local: 'essential', cookie: 'essential' });
    await expect(settings).toBeFocused();
  });

  test('the banner has no serious accessibility violations at phone width @mobile', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const results = await axeBuilder(page).include('#cookie-banner').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
