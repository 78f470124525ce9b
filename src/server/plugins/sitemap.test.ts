import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { isNoindex, isSitemapPage, robotsTxt, sitemapXml } from './sitemap.ts';

const ORIGIN = 'https://www.example.co.uk';
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('GET /sitemap.xml', () => {
  it('lists every prerendered public page as an absolute URL from PUBLIC_URL, home first', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = locsOf(response.body);
    expect(locs[0]).toBe(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/contact`);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
  });

  it('leaves out the 404 page, the application and the back office; every URL it lists answers 200', async () => {
    const locs = locsOf((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    for (const loc of locs) {
      const path = loc.slice(ORIGIN.length);
      expect(path, loc).not.toMatch(/^\/(404|apply|admin|api)(\/|$)/);
      const page = await app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(isSitemapPage(ORIGIN, path, page.body), path).toBe(true);
    }
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, disallows the back office and application screens, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /lenders');
    expect(lines).toContain('Disallow: /apply/');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('sitemap helpers', () => {
  it('recognises noindex pages', () => {
    expect(isNoindex('<meta name="robots" content="noindex"/>')).toBe(true);
    expect(isNoindex('<meta name="robots" content="noindex, follow"/>')).toBe(true);
    expect(isNoindex('<meta name="description" content="noindex is a word"/>')).toBe(false);
  });

  it('lists only pages that are their own canonical URL', () => {
    const page = (canonical: string) => `<head><link rel="canonical" href="${canonical}"/></head>`;
    expect(isSitemapPage('https://a.example', '/terms', page('https://a.example/terms'))).toBe(true);
    expect(isSitemapPage('https://a.example', '/', page('https://a.example/'))).toBe(true);
    expect(isSitemapPage('https://a.example', '/legal/terms', page('https://a.example/terms'))).toBe(false);
    expect(isSitemapPage('https://a.example', '/x', '<meta name="robots" content="noindex"/>')).toBe(false);
  });

  it('escapes XML in URLs', () => {
    expect(sitemapXml('https://a.example', ['/x&y'])).toContain('<loc>https://a.example/x&amp;y</loc>');
    expect(robotsTxt('https://a.example')).toContain('Sitemap: https://a.example/sitemap.xml');
  });
});
