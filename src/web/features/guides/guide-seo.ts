import type { MetaDescriptor } from 'react-router';
import { company } from '#shared/company.ts';
import { pageMeta, type Crumb } from '#web/lib/seo.ts';
import { guideBySlug, guidePath, type Guide } from './guide-catalogue.ts';

export const guidesCrumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Guides', path: '/guides' },
];

export const guideCrumbs = (guide: Guide): Crumb[] => [
  ...guidesCrumbs,
  { name: guide.title, path: guidePath(guide.slug) },
];

/** Route `meta` of a guide page. */
export function guideMeta(slug: string): MetaDescriptor[] {
  const guide = guideBySlug(slug);
  return pageMeta({
    title: `${guide.title} | ${company.companyName}`,
    description: guide.description,
    path: guidePath(guide.slug),
    breadcrumbs: guideCrumbs(guide),
    article: {
      headline: guide.title,
      description: guide.description,
      path: guidePath(guide.slug),
      authorName: guide.author,
      datePublished: guide.datePublished,
      dateModified: guide.dateModified,
      section: guide.category,
      readMinutes: guide.readTime,
    },
  });
}
