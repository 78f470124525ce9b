import { company } from '#shared/company.ts';
import { LegalDocument } from './legal-document.tsx';
import { legalPages, PRIVACY_LAST_UPDATED } from './legal-meta.ts';
import { privacyCollectSections } from './privacy-collect.tsx';
import { privacyRightsSections } from './privacy-rights.tsx';
import { privacySharingSections } from './privacy-sharing.tsx';
import { privacyUseSections } from './privacy-use.tsx';

export function PrivacyPage() {
  const info = legalPages.privacy;
  return (
    <LegalDocument
      crumbs={info.crumbs}
      title="Privacy policy"
      lead={
        `How ${company.legalEntity}, trading as ${company.companyName}, collects, ` +
        `uses, shares and protects your personal data, and your rights over it.`
      }
      lastUpdated={PRIVACY_LAST_UPDATED}
      sections={[...privacyCollectSections, ...privacyUseSections, ...privacySharingSections, ...privacyRightsSections]}
    />
  );
}
