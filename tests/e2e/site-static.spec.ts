import { expect, test } from '@playwright/test';
import { BUDGET, measurePages } from '../../bench/pages.ts';
import { publicPaths } from '../../src/web/prerender-paths.ts';
import { baseUrl, pageReady, presetConsent } from './site-helpers.ts';

// Content pages are prerendered documents with one small inline script and no framework
// (decision 009); /apply and /admin stay React apps. These tests keep it that way.

test('every public page stays within the page-weight budget (JS <= 70 KB, total <= 120 KB gzip)', async () => {
  const weights = await measurePages(baseUrl(), publicPaths);
  expect(weights).toHaveLength(publicPaths.length);
  const over = weights.filter((w) => !w.jsOk || !w.totalOk).map((w) => `${w.path}: js ${w.js} B, total ${w.total} B`);
  expect(over, `budget: js <= ${BUDGET.jsKb} KB, total <= ${BUDGET.totalKb} KB`).toEqual([]);
});

test('a content page downloads no script file and wires its behaviour from the inline script @mobile', async ({
  page,
}) => {
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/faq');
  await pageReady(page);
  await page.getByRole('region', { name: 'Questions and answers' }).getByRole('button').first().click();
  await expect(page.getByRole('region', { name: 'Questions and answers' }).getByRole('button').first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(scripts).toEqual([]);
  expect(errors).toEqual([]);
});

test('the application is still the React app, and its home link loads the home page as a document', async ({
  page,
}) => {
  await presetConsent(page, 'essential');
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/apply');
  await expect(page.getByRole('slider', { name: 'Loan amount' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);

  // A client-side link from the React app to a content page becomes a document load, so the
  // page arrives as prerendered HTML with its own script.
  const navigation = page.waitForEvent('framenavigated');
  await page.getByRole('link', { name: /home$/ }).first().click();
  await navigation;
  await expect(page).toHaveURL(/\/$/);
  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Short-term loans');
  expect(await page.evaluate(() => document.querySelectorAll('script[src], link[rel="modulepreload"]').length)).toBe(0);
});
