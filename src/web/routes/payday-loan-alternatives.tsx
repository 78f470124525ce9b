import { company } from '#shared/company.ts';
import { absoluteUrl } from '#shared/site.ts';
import { PaydayAlternativesPage } from '#web/features/landing/payday-alternatives-page.tsx';
import { alternativesFaqs, paydayAlternatives as page } from '#web/features/landing/payday-alternatives.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';

const article = {
  '@type': 'Article',
  headline: page.title,
  description: page.description,
  author: { '@type': 'Organization', name: page.author, url: absoluteUrl('/about') },
  publisher: { '@type': 'Organization', name: company.companyName, url: absoluteUrl('/') },
  datePublished: page.datePublished,
  dateModified: page.dateModified,
  mainEntityOfPage: absoluteUrl(page.path),
  inLanguage: 'en-GB',
};

export const meta = () =>
  landingMeta({ title: page.metaTitle, description: page.description, path: page.path, crumb: page.crumb, faqs: alternativesFaqs, extra: [article] });

export default function Page() {
  return <PaydayAlternativesPage />;
}
