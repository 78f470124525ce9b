import { test, type APIRequestContext } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// Decision 107: a step screen's first load (every script its HTML names, and what they import)
// carries neither zod with the step schemas nor TanStack Query. The schemas come with the first
// check of a field, after the page has hydrated; the offers' client only with the screens after
// the submit.

const ZOD = '_zod';
const TANSTACK_QUERY = 'No QueryClient set';

/** Relative static imports of a built chunk (`import"./x.js"`, `from"./x.js"`), not its dynamic `import()`s. */
const staticImports = (body: string) =>
  [...body.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!);

/**
 * The body of every script of the page's first load: those its HTML names (module preloads and
 * the inline entry's imports) and, as the browser finds them, everything they import statically.
 */
async function firstLoadScripts(request: APIRequestContext, html: string): Promise<Map<string, string>> {
  const queue = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const bodies = new Map<string, string>();
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (bodies.has(url)) continue;
    const body = await (await request.get(url)).text();
    bodies.set(url, body);
    queue.push(...staticImports(body).map((file) => `/assets/${file}`));
  }
  return bodies;
}

async function stepHtml(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  return answer.text();
}

for (const path of ['/apply', '/apply/personal']) {
  test(`${path}: its first load has no zod and no TanStack Query`, async ({ page }) => {
    if (path !== '/apply') await seedDraft(page, 1);
    const scripts = await firstLoadScripts(page.request, await stepHtml(page.request, path));
    expect(scripts.size).toBeGreaterThan(10);
    const carrying = (marker: string) => [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url);
    expect(carrying(ZOD)).toEqual([]);
    expect(carrying(TANSTACK_QUERY)).toEqual([]);
  });

  // Decision 110: the HTML hints the client entry and the screen's route modules only; the browser
  // finds React DOM and the shared chunks as it reads them, after the step has painted.
  test(`${path}: its HTML hints the entry and the route modules, not the chunks they import`, async ({ page }) => {
    if (path !== '/apply') await seedDraft(page, 1);
    const html = await stepHtml(page.request, path);
    const hinted = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    expect(hinted.some((file) => file.startsWith('entry.client-'))).toBe(true);
    expect(hinted.filter((file) => !/^(entry\.client|root|apply-[a-z-]+)-/.test(file))).toEqual([]);
    const scripts = await firstLoadScripts(page.request, html);
    expect([...scripts.keys()].some((url) => url.includes('/react-dom-'))).toBe(true);
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
