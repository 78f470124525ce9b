import { readdirSync } from 'node:fs';
import path from 'node:path';
import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { exitThroughTop, pageReady, presetConsent } from './site-helpers.ts';

// Every prerendered public page of the build (so a new page is covered without touching this
// file), at desktop width and (project "mobile", tag @mobile) at phone width.
const siteRoot = path.resolve(import.meta.dirname, '../..', process.env.BUILD_DIR ?? 'build', 'client');
function builtPages(dir = siteRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && entry.name !== 'assets') return builtPages(path.join(dir, entry.name));
    if (entry.name !== 'index.html') return [];
    return [`/${path.relative(siteRoot, dir).split(path.sep).join('/')}`.replace(/\/$/, '') || '/'];
  });
}
// The /apply shell is prerendered but served only for /apply screens (apply-a11y.spec.ts checks those).
const pages = builtPages()
  .filter((p) => p !== '/404')
  .sort();

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test('the sitemap lists every built page that is its own canonical URL', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(listed.length).toBeGreaterThan(0);
  for (const p of listed) expect(pages, p).toContain(p);
  for (const p of pages.filter((x) => !listed.includes(x))) {
    const html = await (await request.get(p)).text();
    expect(html, `${p} is missing from the sitemap`).not.toContain(`<link rel="canonical" href="${baseURL}${p}"`);
  }
});

for (const pagePath of pages) {
  test(`axe: ${pagePath} has no serious or critical violations @mobile`, async ({ page }) => {
    test.setTimeout(90_000);
    await presetConsent(page, 'essential');
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await pageReady(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe: the cookie banner and the exit-intent dialog have no serious or critical violations', async ({ page }) => {
  await page.goto('/faq');
  await pageReady(page);
  await expect(page.getByRole('region', { name: 'Cookies on this site' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await exitThroughTop(page);
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
