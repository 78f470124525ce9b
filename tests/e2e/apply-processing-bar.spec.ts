import { test, type Page } from '@playwright/test';
import { consentedInThisTab, expect } from './apply-helpers.ts';

// Issue 27 item 12: the processing bar is drawn as full as its label says, and exposes the value
// (role progressbar, aria-valuenow) that both show.

declare global {
  interface Window {
    barStates: { now: number; label: string; drawn: number }[];
  }
}

/** The label's value, aria-valuenow and the drawn share of the track (in %), read in one go. */
const readBar = (page: Page) =>
  page.getByRole('progressbar', { name: 'Application progress' }).evaluate((bar) => {
    const fill = bar.firstElementChild as HTMLElement;
    const label = bar.nextElementSibling?.textContent ?? '';
    return {
      now: Number(bar.getAttribute('aria-valuenow')),
      label,
      drawn: (fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100,
    };
  });

test('the bar, its label and aria-valuenow agree, while searching and at 100% @mobile', async ({ page }) => {
  test.setTimeout(60_000);
  await consentedInThisTab(page, { monthlyIncome: 900, expenseHousing: 100 });
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // The lender search answers only when the test says so: the screen stays on its way meanwhile.
  await page.route('**/api/application/outcome', async (route) => {
    await answered;
    await route.fulfill({ json: { status: 'pending' } });
  });
  await page.addInitScript(() => {
    window.barStates = [];
    const record = () => {
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
      const fill = bar?.firstElementChild as HTMLElement | null;
      if (!bar || !fill) return;
      const now = Number(bar.getAttribute('aria-valuenow'));
      if (window.barStates.at(-1)?.now === now) return;
      const drawn = (fill.getBoundingClientRect().width / bar.getBoundingClientRect().width) * 100;
      window.barStates.push({ now, label: bar.nextElementSibling?.textContent ?? '', drawn });
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/apply/processing');
  const bar = page.getByRole('progressbar', { name: 'Application progress' });
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect.poll(async () => (await readBar(page)).now).toBeGreaterThanOrEqual(20);
  for (let i = 0; i < 5; i++) {
    const seen = await readBar(page);
    expect(seen.label).toBe(`${seen.now}%`);
    expect(Math.abs(seen.drawn - seen.now)).toBeLessThanOrEqual(0.5);
  }

  // 100% shows only until the screen moves on to the result: every state the bar took is recorded
  // as it is drawn (a MutationObserver), so a slow test cannot miss it.
  answer();
  await expect.poll(() => page.evaluate(() => window.barStates.some((state) => state.now === 100))).toBe(true);
  const states = await page.evaluate(() => window.barStates);
  for (const state of states) {
    expect(state.label).toBe(`${state.now}%`);
    expect(Math.abs(state.drawn - state.now)).toBeLessThanOrEqual(0.5);
  }
});
