import { test, type APIRequestContext } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// Decision 107: a step screen's first load (every script its HTML names) carries neither zod with
// the step schemas nor TanStack Query. The schemas come with the first check of a field, after
// the page has hydrated; the offers' client only with the screens after the submit.

const ZOD = '_zod';
const TANSTACK_QUERY = 'No QueryClient set';

/** The body of every script the page's HTML names (module preloads and the inline entry's imports). */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const answer = await request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  const urls = new Set([...(await answer.text()).matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  const bodies = new Map<string, string>();
  for (const url of urls) bodies.set(url, await (await request.get(url)).text());
  return bodies;
}

for (const path of ['/apply', '/apply/personal']) {
  test(`${path}: its first load has no zod and no TanStack Query`, async ({ page }) => {
    if (path !== '/apply') await seedDraft(page, 1);
    const scripts = await firstLoadScripts(page.request, path);
    expect(scripts.size).toBeGreaterThan(10);
    const carrying = (marker: string) => [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
    expect(carrying(ZOD)).toEqual([]);
    expect(carrying(TANSTACK_QUERY)).toEqual([]);
  });
}

test('the step schema arrives with the first check: a mistake is shown as it is typed', async ({ page }) => {
  await seedDraft(page, 1);
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js') && (await response.text()).includes(ZOD)) loaded.push(response.url());
  });
  await page.goto('/apply/personal');
  await page.getByLabel('Email address').fill('ab');
  await expect(page.getByText('Email address must be 5 characters or more').first()).toBeVisible();
  expect(loaded.length).toBeGreaterThan(0);
});
