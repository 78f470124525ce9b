import { company } from '#shared/company.ts';
import { LoanTypesPage } from '#web/features/content-core/loan-types-page.tsx';
import { loanProductJsonLd, pageMeta, type Crumb } from '#web/lib/seo.ts';

const crumbs: Crumb[] = [
  { name: 'Home', path: '/' },
  { name: 'Loan Types', path: '/loan-types' },
];

export const meta = () =>
  pageMeta({
    title: `Loan Types: Short-Term Personal Loans | ${company.companyName}`,
    description:
      `Unsecured short-term personal loans from £${company.loanRange.minAmount} ` +
      `to £${company.loanRange.maxAmount.toLocaleString('en-GB')} over ` +
      `${company.loanRange.minTerm} to ${company.loanRange.maxTerm} months, what ` +
      `we don't offer and where to find car finance. Representative ` +
      `${company.representativeApr}% APR.`,
    path: '/loan-types',
    jsonLd: [loanProductJsonLd()],
    breadcrumbs: crumbs,
  });

export default function LoanTypes() {
  return <LoanTypesPage crumbs={crumbs} />;
}
