import { PaydayAlternativesPage } from '#web/features/landing/payday-alternatives-page.tsx';
import { alternativesFaqs, paydayAlternatives as page } from '#web/features/landing/payday-alternatives.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';
import { articleJsonLd } from '#web/lib/seo.ts';

const article = articleJsonLd({
  headline: page.title,
  description: page.description,
  path: page.path,
  authorName: page.author,
  datePublished: page.datePublished,
  dateModified: page.dateModified,
});

export const meta = () =>
  landingMeta({
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    crumb: page.crumb,
    faqs: alternativesFaqs,
    extra: [article],
  });

export default function Page() {
  return <PaydayAlternativesPage />;
}
