import { BadCreditLoansPage } from '#web/features/landing/bad-credit-loans-page.tsx';
import { badCreditFaqs, badCreditLoans as page } from '#web/features/landing/bad-credit-loans.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';

export const meta = () =>
  landingMeta({
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    crumb: page.crumb,
    faqs: badCreditFaqs,
  });

export default function Page() {
  return <BadCreditLoansPage />;
}
