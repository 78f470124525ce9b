// Page weight of a first visit: for every page of the sitemap, the gzip bytes of the HTML and of
// the CSS and JS it makes the browser download before it is interactive (stylesheets, module
// preloads, scripts and the inline module's imports). Lazily loaded chunks are not counted.
// Content pages inline their stylesheet and their script (decision 009): the JS column counts the
// inline scripts too (gzipped on their own), so the JS budget covers them; the total counts the
// document once.
import { gzipSync } from 'node:zlib';

export const BUDGET = { jsKb: 70, totalKb: 120 } as const;

export type PageWeight = {
  path: string;
  html: number;
  css: number;
  js: number;
  inlineJs: number;
  total: number;
  jsOk: boolean;
  totalOk: boolean;
};

const kb = (bytes: number) => bytes / 1024;

/** Asset URLs a prerendered page loads on arrival. */
export function assetsOf(html: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/rel="stylesheet"/.test(tag)) css.add(href);
    if (/rel="modulepreload"/.test(tag)) js.add(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /src="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (src) js.add(src);
    if (/type="module"/.test(m[1] ?? ''))
      for (const i of (m[2] ?? '').matchAll(/import\s*(?:\(\s*)?["']([^"']+)["']/g)) js.add(i[1]!);
  }
  return { css: [...css], js: [...js] };
}

/** Gzip bytes of the page's inline executable scripts (JSON-LD data blocks excluded). */
export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes) || !body.trim()) continue;
    total += gzipSync(body).length;
  }
  return total;
}

async function gzipBytes(url: string, cache: Map<string, number>): Promise<number> {
  const cached = cache.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  cache.set(url, size);
  return size;
}

export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export async function measurePages(baseUrl: string, paths?: string[]): Promise<PageWeight[]> {
  const cache = new Map<string, number>();
  const results: PageWeight[] = [];
  for (const path of paths ?? (await sitemapPaths(baseUrl))) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const { css, js } = assetsOf(html);
    const sum = async (urls: string[]) =>
      (await Promise.all(urls.map((u) => gzipBytes(new URL(u, baseUrl).href, cache)))).reduce((a, b) => a + b, 0);
    const inlineJs = inlineScriptBytes(html);
    const externalJs = await sum(js);
    const weight = { path, html: gzipSync(html).length, css: await sum(css), js: externalJs + inlineJs, inlineJs };
    const total = weight.html + weight.css + externalJs;
    results.push({ ...weight, total, jsOk: kb(weight.js) <= BUDGET.jsKb, totalOk: kb(total) <= BUDGET.totalKb });
  }
  return results;
}

export function formatPageWeights(rows: PageWeight[]): string {
  const f = (bytes: number) => `${kb(bytes).toFixed(1)}`.padStart(7);
  const lines = [
    `${'page'.padEnd(44)}   html    css     js  total (KB gzip; budget js <= ` +
      `${BUDGET.jsKb}, total <= ${BUDGET.totalKb})`,
    '(html: the document, with its inline CSS and script; js: script files ' +
      'plus the inline script; total: html + css + js files)',
  ];
  for (const r of rows) {
    const flags = [r.jsOk ? '' : 'JS OVER', r.totalOk ? '' : 'TOTAL OVER'].filter(Boolean).join(', ');
    lines.push(`${r.path.padEnd(44)}${f(r.html)}${f(r.css)}${f(r.js)}${f(r.total)}  ${flags || 'ok'}`);
  }
  return lines.join('\n');
}
