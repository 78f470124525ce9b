import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { company, gbp } from '#shared/company.ts';
import { allGuides } from '#web/features/guides/guide-catalogue.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const ORIGIN = 'https://www.example.co.uk';
let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
});

type JsonLd = Record<string, unknown> & { '@type': unknown };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as JsonLd,
  );
}

/** The JSON-LD block of one @type, typed as the test reads it. */
const blockOf = <T>(blocks: JsonLd[], type: string): T => blocks.find((b) => b['@type'] === type) as unknown as T;

const typesOf = (blocks: JsonLd[]) => blocks.flatMap((b) => (Array.isArray(b['@type']) ? b['@type'] : [b['@type']]));

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;|&rsquo;|&lsquo;/g, "'")
    .replace(/&quot;|&ldquo;|&rdquo;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');
}

/** The visible text of some HTML, with React's text separators and tags removed. */
const textOf = (html: string): string =>
  decode(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Words a reader reads: the text of the page's <article>. */
function articleWords(html: string): number {
  const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
  return decode(article.replace(/<[^>]+>/g, ' '))
    .split(/\s+/)
    .filter(Boolean).length;
}

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
}

const landings = [
  { path: '/emergency-loans', h1: 'Emergency loans', faq: true },
  { path: '/bad-credit-loans', h1: 'Bad credit loans', faq: true },
  { path: '/same-day-loans', h1: 'Same day loans', faq: true },
  { path: '/payday-loan-alternative', h1: 'payday loan alternative', faq: false },
  { path: '/payday-loan-alternatives', h1: 'Payday loan alternatives', faq: true },
];

describe('guides and landing pages in the server HTML', () => {
  it('serves /guides with the four guides linked, canonical and breadcrumb data', async () => {
    const { status, html } = await get('/guides');
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/guides"/>`);
    for (const guide of allGuides) {
      expect(html).toContain(`href="/guides/${guide.slug}"`);
      expect(textOf(html)).toContain(`${guide.readTime} min read`);
    }
    expect(typesOf(jsonLdOf(html))).toContain('BreadcrumbList');
  });

  for (const guide of allGuides) {
    it(`serves the guide ${guide.slug} with Article data matching the byline`, async () => {
      const { status, html } = await get(`/guides/${guide.slug}`);
      expect(status).toBe(200);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/guides/${guide.slug}"/>`);
      const blocks = jsonLdOf(html);
      const article = blocks.find((b) => b['@type'] === 'Article')!;
      expect(article).toMatchObject({
        headline: guide.title,
        description: guide.description,
        author: { name: guide.author },
        datePublished: guide.datePublished,
        dateModified: guide.dateModified,
      });
      expect(html).toContain(`dateTime="${guide.datePublished}"`);
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toContain(`<meta property="article:published_time" content="${guide.datePublished}"/>`);
      expect(html).toContain(`<meta property="article:modified_time" content="${guide.dateModified}"/>`);
      expect(html).toContain(`dateTime="${guide.dateModified}"`);
      const text = textOf(html);
      expect(text).toContain(
        `By ${guide.author} · Published ${longDate(guide.datePublished)} · Updated ${longDate(guide.dateModified)}`,
      );
      const crumbs = blockOf<{ itemListElement: { name: string; item: string }[] }>(blocks, 'BreadcrumbList');
      expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Guides', guide.title]);
      expect(crumbs.itemListElement[2]!.item).toBe(`${ORIGIN}/guides/${guide.slug}`);
      expect(html).toContain('Check Eligibility');
      expect(html).toContain('href="/apply"');
    });

    it(`has roughly ${guide.readTime} minutes of reading in ${guide.slug}`, async () => {
      const { html } = await get(`/guides/${guide.slug}`);
      const minutes = articleWords(html) / 215;
      expect(Math.abs(minutes - guide.readTime), `${articleWords(html)} words`).toBeLessThanOrEqual(1);
    });
  }

  it('answers an unknown guide slug with the 404 page', async () => {
    const { status, html } = await get('/guides/no-such-guide');
    expect(status).toBe(404);
    expect(html).toContain('find that page');
  });

  for (const landing of landings) {
    it(`serves ${landing.path} with title, canonical, loan product and breadcrumb data`, async () => {
      const { status, html } = await get(landing.path);
      expect(status).toBe(200);
      expect(html).toMatch(/<title>[^<]+ \| ClearPath Loans<\/title>/);
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${landing.path}"/>`);
      expect(html.toLowerCase()).toContain(landing.h1.toLowerCase());
      const types = typesOf(jsonLdOf(html));
      expect(types).toContain('LoanOrCredit');
      expect(types).toContain('BreadcrumbList');
      if (landing.faq) expect(types).toContain('FAQPage');
      expect(html).toContain('Representative 91% APR');
      expect(html).toContain('href="/apply');
      expect(html).toContain('<meta property="og:type" content="website"/>');
    });
  }

  it('gives FAQPage data that repeats the questions the page shows', async () => {
    const { html } = await get('/emergency-loans');
    const faq = blockOf<{ mainEntity: { name: string }[] }>(jsonLdOf(html), 'FAQPage');
    expect(faq.mainEntity).toHaveLength(4);
    for (const q of faq.mainEntity) expect(decode(html)).toContain(q.name);
  });

  it('states the spec figures on the payday pages', async () => {
    const single = decode((await get('/payday-loan-alternative')).html);
    for (const text of ['0.8%', '£15', '100%', '2 January 2015', 'href="/guides/payday-loans-vs-short-term-loans"'])
      expect(single).toContain(text);
    const guide = decode((await get('/payday-loan-alternatives')).html);
    expect(guide).toContain('id="comparison"');
    expect(guide).toContain('42.6% APR');
    expect(guide).toContain('£812');
    expect(guide).toContain('We are a credit broker, not a lender');
    const faq = blockOf<{ mainEntity: unknown[] }>(jsonLdOf(guide), 'FAQPage');
    expect(faq.mainEntity).toHaveLength(5);
  });

  it('labels the APR guide illustration and shows the representative example beside it', async () => {
    const html = decode((await get('/guides/understanding-apr')).html);
    expect(html).toContain('Illustration only');
    expect(html).toContain('£103.50');
    expect(html).toContain('£621');
    expect(html).toContain('£121');
    expect(html).toContain(gbp(company.representativeExample.monthlyPayment));
    expect(html).toContain(gbp(company.representativeExample.totalRepayable));
  });

  it('shows the cut-off note and the approval notice', async () => {
    expect(decode((await get('/same-day-loans')).html)).toMatch(/usually 3pm to 4pm/);
    expect(decode((await get('/bad-credit-loans')).html)).toContain('Approval is not guaranteed');
  });
});
