import { SameDayLoansPage } from '#web/features/landing/same-day-loans-page.tsx';
import { sameDayFaqs, sameDayLoans as page } from '#web/features/landing/same-day-loans.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';

export const meta = () =>
  landingMeta({
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    crumb: page.crumb,
    faqs: sameDayFaqs,
  });

export default function Page() {
  return <SameDayLoansPage />;
}
