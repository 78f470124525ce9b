import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { company } from '#shared/company.ts';
import { createTestApp } from '#tests/support/test-app.ts';

const ORIGIN = 'https://www.example.co.uk';

let app: App;
beforeAll(async () => {
  ({ app } = await createTestApp({ env: { PUBLIC_URL: ORIGIN } }));
});

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};

/** The text of the HTML without tags, whitespace collapsed (copy is split across JSX nodes). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** Path, canonical path and copy each page must carry in the HTML the server sends. */
const pages: { path: string; canonicalPath: string; heading: string; copy: string[] }[] = [
  {
    path: '/terms',
    canonicalPath: '/terms',
    heading: 'Terms and conditions',
    copy: [
      'Last updated: October 20, 2025',
      'We are a credit broker, not a lender',
      'be 18 or over',
      'Approval is never guaranteed',
      'Giving false information is fraud',
      'law of England and Wales',
      `FRN ${company.fcaFrn}`,
    ],
  },
  {
    path: '/privacy',
    canonicalPath: '/privacy',
    heading: 'Privacy policy',
    copy: [
      'Last updated: October 20, 2025',
      'controller',
      'encrypted at rest',
      'Credit reference agencies',
      'Portability',
      '0303 123 1113',
      company.companyNumber,
    ],
  },
  {
    path: '/cookies',
    canonicalPath: '/cookies',
    heading: 'Cookie policy',
    copy: [
      'Last updated: October 2025',
      'cookie_consent',
      '__Host-sid',
      '30 days',
      '1 year',
      'They cannot be declined',
      'Live chat',
      'Reviews service',
    ],
  },
  {
    path: '/complaints',
    canonicalPath: '/complaints',
    heading: 'Complaints procedure',
    copy: [
      company.complaintsEmail,
      company.complaintsPhoneHours,
      company.registeredAddress,
      'Within 3 business days',
      'within 8 weeks',
      'within 6 months of the date of our final response',
      '0800 023 4567',
    ],
  },
  {
    path: '/responsible-lending',
    canonicalPath: '/responsible-lending',
    heading: 'Responsible lending',
    copy: [
      'Consumer Credit sourcebook (CONC)',
      'Income verification',
      'Representative 91% APR',
      'Late repayment can cause you serious money problems',
      'freezing interest and charges',
      'StepChange',
      'National Debtline',
      'Citizens Advice',
    ],
  },
  {
    path: '/legal/terms',
    canonicalPath: '/terms',
    heading: 'Terms and conditions',
    copy: ['Last updated: October 20, 2025', 'We are a credit broker, not a lender'],
  },
  {
    path: '/legal/privacy',
    canonicalPath: '/privacy',
    heading: 'Privacy policy',
    copy: ['Last updated: October 20, 2025', 'encrypted at rest'],
  },
];

describe('legal and regulatory pages', () => {
  for (const page of pages) {
    it(`${page.path} is prerendered with its heading, copy, canonical and breadcrumb`, async () => {
      const { status, html } = await get(page.path);
      expect(status).toBe(200);
      expect(html).toContain(`<h1`);
      const body = text(html);
      expect(body).toContain(page.heading);
      for (const snippet of page.copy) expect(body, snippet).toContain(snippet);
      expect(canonical(html)).toBe(`${ORIGIN}${page.canonicalPath}`);
      const crumbs = jsonLd(html).find((block) => block['@type'] === 'BreadcrumbList');
      expect(crumbs?.itemListElement).toEqual([
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        expect.objectContaining({ position: 2, item: `${ORIGIN}${page.canonicalPath}` }),
      ]);
    });
  }

  it('gives each page its own title and description', async () => {
    const canonicalPages = pages.filter((p) => p.path === p.canonicalPath);
    const heads = await Promise.all(canonicalPages.map(async (p) => (await get(p.path)).html));
    const titles = heads.map(title);
    const descriptions = heads.map((html) => /<meta name="description" content="([^"]+)"\/>/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(canonicalPages.length);
    expect(new Set(descriptions).size).toBe(canonicalPages.length);
    for (const t of titles) expect(t).toContain(company.companyName);
  });

  it('serves the same document at /legal/terms and /terms, canonical /terms', async () => {
    const [alias, main] = await Promise.all([get('/legal/terms'), get('/terms')]);
    expect(canonical(alias.html)).toBe(`${ORIGIN}/terms`);
    expect(title(alias.html)).toBe(title(main.html));
    expect(text(alias.html)).toContain('Your obligations');
  });

  it('states every fact of the firm from the company configuration', async () => {
    const body = text((await get('/terms')).html);
    for (const fact of [
      company.companyName,
      company.legalEntity,
      company.companyNumber,
      company.fcaFrn,
      company.registeredAddress,
      company.phone,
      company.email,
    ]) {
      expect(body, fact).toContain(fact);
    }
  });
});
