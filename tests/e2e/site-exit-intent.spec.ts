import { expect, test, type Page } from '@playwright/test';
import { captureAnalytics, exitThroughTop, pageReady, pausedClock, presetConsent } from './site-helpers.ts';

const dialogOf = (page: Page) => page.getByRole('dialog');

/** Time from the pointer leaving the window to the dialog being in the page, measured in the page. */
async function msUntilDialog(page: Page): Promise<number> {
  const started = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let left = 0;
        document.addEventListener(
          'mouseout',
          (e) => void (e.relatedTarget === null && !left && (left = performance.now())),
        );
        new MutationObserver((_m, observer) => {
          if (!document.querySelector('dialog[open]')) return;
          observer.disconnect();
          resolve(performance.now() - left);
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );
  await exitThroughTop(page);
  return started;
}

test.describe('exit-intent popup', () => {
  test.beforeEach(async ({ page }) => {
    await presetConsent(page, 'all');
  });

  test('appears 300 ms after the pointer leaves through the top, with the spec copy and events', async ({ page }) => {
    const events = captureAnalytics(page);
    await page.goto('/faq');
    await pageReady(page);
    const elapsed = await msUntilDialog(page);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Check your eligibility in about 5 minutes. Soft search won't affect your credit score.",
    );
    await expect(dialog).toContainText("Representative 91% APR. We're a credit broker, not a lender.");
    await expect.poll(() => events.map((e) => e.event)).toContain('exit_intent_shown');
    expect(events.find((e) => e.event === 'exit_intent_shown')?.properties).toMatchObject({ path: '/faq' });
  });

  test('ignores the pointer leaving lower down, sideways or moving downward', async ({ page }) => {
    // The page's clock, paused and driven: the 300 ms delay never races the machine's load.
    await pausedClock(page);
    await page.goto('/about');
    await pageReady(page);
    // Leaves through the left edge at mid height.
    await page.mouse.move(300, 400);
    await page.mouse.move(-10, 400);
    // Moves down into the top band and leaves from there without moving up.
    await page.mouse.move(640, 5);
    await page.mouse.move(640, 40);
    await page.evaluate(() =>
      document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 40, relatedTarget: null })),
    );
    await page.clock.runFor(800);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('is not shown when the pointer comes back within 300 ms', async ({ page }) => {
    // The page's clock, paused and driven: the 300 ms delay never races the machine's load.
    await pausedClock(page);
    await page.goto('/about');
    await pageReady(page);
    await exitThroughTop(page);
    await page.mouse.move(640, 200);
    await page.clock.runFor(800);
    await expect(dialogOf(page)).toHaveCount(0);
  });

  test('shows at most twice per session, across pages', async ({ page }) => {
    await pausedClock(page);
    await page.goto('/faq');
    await pageReady(page);
    for (const path of ['/faq', '/guides']) {
      if (path !== '/faq') {
        await page.goto(path);
        await pageReady(page);
      }
      await exitThroughTop(page);
      await page.clock.runFor(300);
      await expect(dialogOf(page)).toBeVisible();
      await page.getByRole('button', { name: "No thanks, I'll continue browsing" }).click();
      await expect(dialogOf(page)).toHaveCount(0);
    }
    await page.goto('/reviews');
    await pageReady(page);
    await exitThroughTop(page);
    await page.clock.runFor(800);
    await expect(dialogOf(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('exitIntentShownCount'))).toBe('2');
  });

  test('is never shown on the application or admin screens', async ({ page }) => {
    await pausedClock(page);
    for (const path of ['/apply', '/admin/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await exitThroughTop(page);
      await page.clock.runFor(800);
      await expect(dialogOf(page).filter({ hasText: 'Check your eligibility in about 5 minutes' }), path).toHaveCount(
        0,
      );
    }
  });

  test('closes by the close button, the backdrop and "No thanks", each sending exit_intent_dismissed', async ({
    page,
  }) => {
    const events = captureAnalytics(page);
    const ways: [string, () => Promise<void>][] = [
      ['close button', () => page.getByRole('button', { name: 'Close', exact: true }).click()],
      ['no thanks', () => page.getByRole('button', { name: "No thanks, I'll continue browsing" }).click()],
    ];
    const dismissed = () => events.filter((e) => e.event === 'exit_intent_dismissed').length;
    for (const [index, [, dismiss]] of ways.entries()) {
      await page.goto('/how-it-works');
      await pageReady(page);
      await exitThroughTop(page);
      await expect(dialogOf(page)).toBeVisible();
      await dismiss();
      await expect(dialogOf(page)).toHaveCount(0);
      // Its event arrives before the next page is opened (a navigation right after once cut it off).
      await expect.poll(dismissed).toBe(index + 1);
    }
    // Third way in a new session (the cap is two per session).
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/how-it-works');
    await pageReady(page);
    await exitThroughTop(page);
    await expect(dialogOf(page)).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialogOf(page)).toHaveCount(0);
    await expect.poll(dismissed).toBe(3);
    expect(events.find((e) => e.event === 'exit_intent_dismissed')?.properties).toMatchObject({
      path: '/how-it-works',
    });
  });

  test('accepting goes to /apply and sends exit_intent_accepted', async ({ page }) => {
    const events = captureAnalytics(page);
    await page.goto('/reviews');
    await pageReady(page);
    await exitThroughTop(page);
    await page.getByRole('button', { name: 'Check My Eligibility' }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expect.poll(() => events.map((e) => e.event)).toContain('exit_intent_accepted');
    expect(events.map((e) => e.event)).not.toContain('exit_intent_dismissed');
    expect(events.find((e) => e.event === 'exit_intent_accepted')?.properties).toMatchObject({ path: '/reviews' });
  });

  test('keyboard: focus is trapped in the dialog, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/faq');
    await pageReady(page);
    const faqLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await faqLink.focus();
    await exitThroughTop(page);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(faqLink).toBeFocused();
  });
});
