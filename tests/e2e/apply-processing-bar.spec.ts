import { test, type Page } from '@playwright/test';
import { consented, draftOf, expect } from './apply-helpers.ts';

// Issue 27 item 12: the processing bar is drawn as full as its label says, and exposes the value
// (role progressbar, aria-valuenow) that both show.

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
  await consented(page, { monthlyIncome: 900, expenseHousing: 100 });
  const { sessionId } = await draftOf(page);
  await page.addInitScript((id) => sessionStorage.setItem('apply:session-id', id), sessionId);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  // The lender search answers only when the test says so: the screen stays on its way meanwhile.
  await page.route('**/api/application/submit', async (route) => {
    await answered;
    await route.fulfill({ json: { status: 'pending' } });
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

  answer();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const done = await readBar(page);
  expect(done.label).toBe('100%');
  expect(done.drawn).toBeGreaterThanOrEqual(99.5);
});
