import { company } from '#shared/company.ts';
import { faqItems } from '#web/features/content-core/faq-data.ts';
import { FaqPage } from '#web/features/content-core/faq-page.tsx';
import { faqPageJsonLd, pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'FAQ', path: '/faq' },
];

export const meta = () =>
  pageMeta({
    title: `Frequently Asked Questions | ${company.companyName}`,
    description:
      'Answers to common questions about our loan search: fees, credit checks, ' +
      'how much you can borrow, who can apply, bad credit, repaying early and ' +
      'getting help if you are struggling.',
    path: '/faq',
    jsonLd: [faqPageJsonLd(faqItems)],
    breadcrumbs: crumbs,
  });

export default function Faq() {
  return <FaqPage crumbs={crumbs} />;
}
