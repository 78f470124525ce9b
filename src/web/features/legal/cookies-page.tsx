import type { ReactNode } from 'react';
import { company } from '#shared/company.ts';
import { cookiesSections } from './cookies-sections.tsx';
import { LegalDocument } from './legal-document.tsx';
import { COOKIES_LAST_UPDATED, legalPages } from './legal-meta.ts';

/** `settingsControl`: the site's "change cookie settings" control, passed in by the route. */
export function CookiesPage({ settingsControl = null }: { settingsControl?: ReactNode }) {
  const info = legalPages.cookies;
  return (
    <LegalDocument
      crumbs={info.crumbs}
      title="Cookie policy"
      lead={
        `Which cookies ${company.companyName} uses, why, and how you can accept or ` +
        `decline the ones that are not essential.`
      }
      lastUpdated={COOKIES_LAST_UPDATED}
      sections={cookiesSections(settingsControl)}
    />
  );
}
