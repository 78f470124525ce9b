import { company } from '#shared/company.ts';
import { LegalDocument } from './legal-document.tsx';
import { legalPages, TERMS_LAST_UPDATED } from './legal-meta.ts';
import { termsAboutSections } from './terms-about.tsx';
import { termsObligationSections } from './terms-obligations.tsx';

export function TermsPage() {
  const info = legalPages.terms;
  return (
    <LegalDocument
      crumbs={info.crumbs}
      title="Terms and conditions"
      lead={
        `The terms of the free credit broking service provided by ` +
        `${company.companyName}. We are a credit broker, not a lender.`
      }
      lastUpdated={TERMS_LAST_UPDATED}
      sections={[...termsAboutSections, ...termsObligationSections]}
    />
  );
}
