import type { MetaDescriptor } from 'react-router';
import { company } from '#shared/company.ts';
import { faqPageJsonLd, loanProductJsonLd, pageMeta, type Crumb, type FaqItem } from '#web/lib/seo.ts';

export type Faq = FaqItem;

export const landingCrumbs = (name: string, path: string): Crumb[] => [
  { name: 'Home', path: '/' },
  { name, path },
];

/** Meta of a landing page: the loan product, its FAQs and its breadcrumb as structured data. */
export function landingMeta(input: {
  title: string;
  description: string;
  path: string;
  crumb: string;
  faqs?: Faq[];
  extra?: Record<string, unknown>[];
}): MetaDescriptor[] {
  return pageMeta({
    title: `${input.title} | ${company.companyName}`,
    description: input.description,
    path: input.path,
    breadcrumbs: landingCrumbs(input.crumb, input.path),
    jsonLd: [loanProductJsonLd(), ...(input.faqs ? [faqPageJsonLd(input.faqs)] : []), ...(input.extra ?? [])],
  });
}
