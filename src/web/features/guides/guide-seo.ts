import type { MetaDescriptor } from 'react-router';
import { company } from '#shared/company.ts';
import { absoluteUrl } from '#shared/site.ts';
import { pageMeta, type Crumb } from '#web/lib/seo.ts';
import { guideBySlug, guidePath, type Guide } from './guide-catalogue.ts';

export const guidesCrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Guides', path: '/guides' },
];

export const guideCrumbs = (guide: Guide): Crumb[] => [...guidesCrumbs, { name: guide.title, path: guidePath(guide.slug) }];

/** Article structured data: the same headline, byline and dates the page shows. */
export function articleJsonLd(guide: Guide): Record<string, unknown> {
  return {
    '@type': 'Article',
    headline: guide.title,
    description: guide.description,
    author: { '@type': 'Organization', name: guide.author, url: absoluteUrl('/about') },
    publisher: { '@type': 'Organization', name: company.companyName, url: absoluteUrl('/') },
    datePublished: guide.datePublished,
    dateModified: guide.dateModified,
    mainEntityOfPage: absoluteUrl(guidePath(guide.slug)),
    articleSection: guide.category,
    timeRequired: `PT${guide.readTime}M`,
    inLanguage: 'en-GB',
  };
}

/** Route `meta` of a guide page. */
export function guideMeta(slug: string): MetaDescriptor[] {
  const guide = guideBySlug(slug);
  return pageMeta({
    title: `${guide.title} | ${company.companyName}`,
    description: guide.description,
    path: guidePath(guide.slug),
    jsonLd: [articleJsonLd(guide)],
    breadcrumbs: guideCrumbs(guide),
    article: { datePublished: guide.datePublished, dateModified: guide.dateModified, section: guide.category },
  });
}
