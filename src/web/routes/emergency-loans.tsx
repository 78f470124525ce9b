import { EmergencyLoansPage } from '#web/features/landing/emergency-loans-page.tsx';
import { emergencyFaqs, emergencyLoans as page } from '#web/features/landing/emergency-loans.ts';
import { landingMeta } from '#web/features/landing/landing-seo.ts';

export const meta = () =>
  landingMeta({
    title: page.metaTitle,
    description: page.description,
    path: page.path,
    crumb: page.crumb,
    faqs: emergencyFaqs,
  });

export default function Page() {
  return <EmergencyLoansPage />;
}
