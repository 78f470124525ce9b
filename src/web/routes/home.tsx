import { company } from '#shared/company.ts';
import { HomePage } from '#web/features/home/home-page.tsx';
import { loanProductJsonLd, organizationJsonLd, pageMeta } from '#web/lib/seo.ts';

export const meta = () =>
  pageMeta({
    title: `Short-Term Loans £50 to £5,000 | ${company.companyName}, Credit Broker`,
    description:
      `Compare short-term loans from £50 to £5,000 over 3 to 36 months with a ` +
      `soft search that won't affect your credit score. Representative ` +
      `${company.representativeApr}% APR. We are a credit broker, not a lender.`,
    path: '/',
    jsonLd: [organizationJsonLd(), loanProductJsonLd()],
  });

export default function Home() {
  return <HomePage />;
}
