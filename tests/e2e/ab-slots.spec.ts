import { test, type Browser, type Page } from '@playwright/test';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { uniqueName } from '#tests/support/unique.ts';
import { consented, expect } from './apply-helpers.ts';

// Issue 12 item 2: experiments on the site's slots (decision 022). The variant's words are in the
// HTML the server sends, so the first paint shows them and nothing shifts.

const HEADING = 'Borrow £50 to £5,000 with a soft search';
const CTA = 'See my options';

declare global {
  interface Window {
    layoutShift: number;
  }
}

/**
 * A fresh visitor who has accepted cookies: an experiment shows its variants only after that (PECR,
 * issue 41.14); before it, every visitor sees the control.
 */
async function consentingVisitor(browser: Browser) {
  const context = await browser.newContext();
  await context.addCookies([{ name: COOKIE_CONSENT_COOKIE, value: 'all', domain: 'localhost', path: '/' }]);
  return context;
}

/** A fresh visitor's home page: the heading in the HTML served, and the page's cumulative layout shift. */
async function visitHome(browser: Browser) {
  const context = await consentingVisitor(browser);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/', { waitUntil: 'load' });
  const served = (await response!.text()).match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return { context, page, served, arm: served === HEADING ? 'variant_a' : 'control' };
}
const shiftOf = (page: Page) => page.evaluate(() => window.layoutShift);

async function createSlotTest(
  page: Page,
  testId: string,
  slot: string,
  words: { heading?: string; cta: string },
  weights: [string, string],
) {
  await page.getByLabel('Test ID').fill(testId);
  await page.getByLabel('Name', { exact: true }).fill(`Slot ${testId}`);
  await page.getByLabel('Where on the site').selectOption({ label: slot });
  await page.getByLabel('Control weight (%)').fill(weights[0]);
  await page.getByLabel('Variant A weight (%)').fill(weights[1]);
  if (words.heading) await page.getByLabel('Variant A heading').fill(words.heading);
  await page.getByLabel('Variant A button text').fill(words.cta);
  await page.getByRole('button', { name: 'Create test' }).click();
  const card = page.getByRole('article').filter({ hasText: testId });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  return card;
}

async function deleteCard(page: Page, card: ReturnType<Page['getByRole']>) {
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
}

test(
  'two sessions see their sticky home-hero variants on first paint, and only ' +
    'the completed application converts its variant',
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    await loginAs(page);
    await page.getByRole('link', { name: 'A/B testing' }).click();
    const testId = uniqueName('hero_').toLowerCase();
    const card = await createSlotTest(
      page,
      testId,
      'Home page: main heading and button',
      { heading: HEADING, cta: CTA },
      ['50', '50'],
    );
    try {
      const seen: Record<string, Awaited<ReturnType<typeof visitHome>>> = {};
      const visits = { control: 0, variant_a: 0 };
      for (let i = 0; i < 30 && Object.keys(seen).length < 2; i++) {
        const visit = await visitHome(browser);
        visits[visit.arm as keyof typeof visits] += 1;
        if (seen[visit.arm]) await visit.context.close();
        else seen[visit.arm] = visit;
      }
      const variant = seen.variant_a!;
      const control = seen.control!;
      expect(variant.served).toBe(HEADING);
      await expect(variant.page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(variant.page.getByRole('link', { name: CTA })).toBeVisible();
      expect(control.served).toMatch(/Short-term loans from/);
      await expect(control.page.getByRole('heading', { level: 1 })).toHaveText(/Short-term loans from/);
      expect(await shiftOf(variant.page)).toBe(0);
      expect(await shiftOf(control.page)).toBe(0);

      // Sticky: the same session sees the same words again.
      await variant.page.reload();
      await expect(variant.page.getByRole('heading', { level: 1 })).toHaveText(HEADING);

      await consented(variant.page);

      await page.reload();
      const row = (id: string) => card.getByRole('row').filter({ hasText: `(${id})` });
      await expect(row('variant_a').getByRole('cell').nth(2)).toHaveText('1');
      await expect(row('control').getByRole('cell').nth(2)).toHaveText('0');
      const assignments = async (id: 'control' | 'variant_a') =>
        Number(await row(id).getByRole('cell').nth(1).textContent());
      expect(await assignments('variant_a')).toBeGreaterThanOrEqual(visits.variant_a);
      expect(await assignments('control')).toBeGreaterThanOrEqual(visits.control);
      await variant.context.close();
      await control.context.close();
    } finally {
      await deleteCard(page, card);
    }
  },
);

test("the apply-cta variant is step 1's Continue button from the first render", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page);
  await page.getByRole('link', { name: 'A/B testing' }).click();
  const testId = uniqueName('cta_').toLowerCase();
  const card = await createSlotTest(page, testId, 'Application step 1: Continue button', { cta: CTA }, ['0', '100']);
  try {
    const context = await consentingVisitor(browser);
    const applicant = await context.newPage();
    const response = await applicant.goto('/apply');
    // Server-rendered: the button's words are in the HTML before any script runs.
    expect(await response!.text()).toContain(`>${CTA}<`);
    await expect(applicant.getByRole('button', { name: CTA })).toBeVisible();
    await expect(applicant.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
    await context.close();
    await page.reload();
    await expect(card.getByRole('row').filter({ hasText: '(variant_a)' }).getByRole('cell').nth(1)).toHaveText('1');
  } finally {
    await deleteCard(page, card);
  }
});
