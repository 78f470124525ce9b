import { company } from '#shared/company.ts';
import { howItWorksQuestions } from '#web/features/content-core/how-it-works-data.ts';
import { HowItWorksPage } from '#web/features/content-core/how-it-works-page.tsx';
import { faqPageJsonLd, pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'How It Works', path: '/how-it-works' },
];

export const meta = () =>
  pageMeta({
    title: `How It Works: Apply, Get Matched, Decide | ${company.companyName}`,
    description:
      `How our free loan search works in three steps: apply online in ${company.applicationTime}, ` +
      `we search our FCA-authorised lenders with a soft search, and you ` +
      `review any offer. No fees, no obligation.`,
    path: '/how-it-works',
    jsonLd: [faqPageJsonLd(howItWorksQuestions)],
    breadcrumbs: crumbs,
  });

export default function HowItWorks() {
  return <HowItWorksPage crumbs={crumbs} />;
}
