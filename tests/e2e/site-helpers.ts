import type { Page, Request } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE } from '../../src/shared/analytics-events.ts';

/** Starts the page with a stored cookie choice (as if chosen on an earlier visit). */
export async function presetConsent(page: Page, choice: 'all' | 'essential') {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, JSON.stringify({ choice: value, savedAt: Date.now() })),
    ['cookieConsent', choice],
  );
  await page.context().addCookies([{ name: COOKIE_CONSENT_COOKIE, value: choice, url: baseUrl() }]);
}

export const baseUrl = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Waits until the content page's script has wired its behaviour (menu, banner, popup, forms). */
export async function pageReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'ready');
}

/**
 * Installs the page's clock paused (before the page loads): no page timer fires until the test
 * moves the clock with `page.clock.runFor`. An installed clock that is not paused still flows with
 * real time, so on a busy machine a "nothing happened yet" check could see it happen (issue 27.20).
 */
export async function pausedClock(page: Page) {
  const start = new Date('2026-01-05T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Moves the pointer up and out through the top edge of the window, as a visitor heading for the tabs would. */
export async function exitThroughTop(page: Page, x = 640) {
  await page.mouse.move(x, 300);
  await page.mouse.move(x, 30, { steps: 4 });
  await page.mouse.move(x, -10);
}

/** Collects the analytics events the page sends. */
export function captureAnalytics(page: Page): { event: string; properties: Record<string, unknown> }[] {
  const events: { event: string; properties: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/analytics/track') || request.method() !== 'POST') return;
    events.push(JSON.parse(request.postData() ?? '{}'));
  });
  return events;
}

let markers = 0;
/**
 * Returns once the test has seen every request the page made before this call (captureAnalytics's
 * events among them): the page makes one more request, a marker to the liveness check, and
 * Playwright reports a page's requests in the order the page made them. The page sends or drops an
 * analytics event at the moment it tracks it, so after a tracked moment (the page ready, a dialog
 * shown) this turns "no event was sent" into a fact instead of a wait that must be long enough.
 */
export async function requestsCaughtUp(page: Page): Promise<void> {
  const url = `/api/health/live?caught-up=${++markers}`;
  const marker = page.waitForRequest((request) => request.url().endsWith(url));
  await page.evaluate((path) => void fetch(path).catch(() => undefined), url);
  await marker;
}
