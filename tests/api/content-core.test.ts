import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { company } from '#shared/company.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const origin = 'https://www.example.co.uk';
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: origin } }));
});

type JsonLd = Record<string, unknown> & { '@type': unknown };

async function fetchPage(path: string) {
  const response = await app.inject({ method: 'GET', url: path });
  expect(response.statusCode, path).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const html = response.body;
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { html, blocks, title, byType: <T>(type: string) => blocks.find((b) => b['@type'] === type) as unknown as T };
}

const pages = [
  { path: '/loan-types', title: /^Loan Types/, types: ['BreadcrumbList', 'FinancialProduct'] },
  { path: '/how-it-works', title: /^How It Works/, types: ['BreadcrumbList', 'FAQPage'] },
  { path: '/about', title: /^About Us/, types: ['BreadcrumbList', 'FinancialService'] },
  { path: '/faq', title: /^Frequently Asked Questions/, types: ['BreadcrumbList', 'FAQPage'] },
  { path: '/faq/fca-price-cap', title: /FCA Price Cap/, types: ['BreadcrumbList', 'FAQPage', 'Article'] },
  { path: '/faq/bad-credit-loans', title: /Bad Credit/, types: ['BreadcrumbList', 'FAQPage', 'Article'] },
  { path: '/reviews', title: /^Customer Reviews/, types: ['BreadcrumbList', 'FinancialService'] },
];

describe('core content pages as the server sends them', () => {
  it.each(pages)('$path has its title, canonical, description and structured data', async ({ path, title, types }) => {
    const page = await fetchPage(path);
    expect(page.title).toMatch(title);
    expect(page.html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
    expect(page.html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(page.html).not.toContain('public-url.invalid');
    const found = page.blocks.map((b) => (Array.isArray(b['@type']) ? b['@type'][0] : b['@type']));
    for (const type of types) expect(found, `${path} ${type}`).toContain(type);
    for (const block of page.blocks) expect(block['@context']).toBe('https://schema.org');
  });

  it('gives every page a different title and description', async () => {
    const seen = await Promise.all(pages.map((p) => fetchPage(p.path)));
    const titles = seen.map((p) => p.title);
    const descriptions = seen.map((p) => /<meta name="description" content="([^"]*)"/.exec(p.html)?.[1]);
    expect(new Set(titles).size).toBe(pages.length);
    expect(new Set(descriptions).size).toBe(pages.length);
  });

  it('/faq carries 12 questions in FAQPage data, each shown on the page', async () => {
    const page = await fetchPage('/faq');
    const faq = page.byType<{ mainEntity: { name: string; acceptedAnswer: { text: string } }[] }>('FAQPage');
    expect(faq.mainEntity).toHaveLength(12);
    for (const q of faq.mainEntity) {
      expect(page.html).toContain(escapeHtml(q.name));
      expect(page.html).toContain(escapeHtml(q.acceptedAnswer.text));
    }
    expect(page.html).toContain('href="/contact"');
  });

  it('/how-it-works carries its 4 common questions in FAQPage data', async () => {
    const page = await fetchPage('/how-it-works');
    const faq = page.byType<{ mainEntity: unknown[] }>('FAQPage');
    expect(faq.mainEntity).toHaveLength(4);
  });

  it('FAQ articles carry Article data and a FAQ > title breadcrumb', async () => {
    for (const path of ['/faq/fca-price-cap', '/faq/bad-credit-loans']) {
      const page = await fetchPage(path);
      const article = page.byType<Record<string, unknown> & { author: { name: string } }>('Article');
      expect(article.headline).toEqual(expect.any(String));
      expect(article.description).toEqual(expect.any(String));
      expect(article.author.name).toContain(company.companyName);
      expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const crumbs = page.byType<{ itemListElement: { name: string; item: string }[] }>('BreadcrumbList');
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${origin}/`, `${origin}/faq`, `${origin}${path}`]);
    }
  });

  it('/faq/fca-price-cap states the price cap facts', async () => {
    const { html } = await fetchPage('/faq/fca-price-cap');
    for (const fact of ['0.8% per day', '£15', '100% of the amount you borrowed', '2 January 2015'])
      expect(html).toContain(fact);
  });

  it('/reviews rating data matches the 4.6/5 from 523 reviews shown', async () => {
    const page = await fetchPage('/reviews');
    const org = page.byType<{ aggregateRating: Record<string, unknown> }>('FinancialService');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.6, bestRating: 5, reviewCount: 523 });
    expect(page.html).toContain('4.6/5');
    expect(page.html).toContain('523');
  });

  it('/about shows the company details from the firm configuration', async () => {
    const { html } = await fetchPage('/about');
    for (const value of [
      company.companyName,
      company.legalEntity,
      company.companyNumber,
      company.fcaFrn,
      company.registeredAddress,
    ]) {
      expect(html).toContain(value);
    }
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
