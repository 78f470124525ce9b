import { company } from '#shared/company.ts';
import type { Crumb } from '#web/lib/seo.ts';

/** Dates shown on the documents; change them whenever the wording of a document changes. */
export const TERMS_LAST_UPDATED = 'Last updated: October 20, 2025';
export const PRIVACY_LAST_UPDATED = 'Last updated: October 20, 2025';
export const COOKIES_LAST_UPDATED = 'Last updated: October 2025';

type LegalPageInfo = { path: string; name: string; title: string; description: string; crumbs: Crumb[] };

const page = (path: string, name: string, title: string, description: string): LegalPageInfo => ({
  path,
  name,
  title: `${title} | ${company.companyName}`,
  description,
  crumbs: [
    { name: 'Home', path: '/' },
    { name, path },
  ],
});

/**
 * Title, description and breadcrumb of each legal page. The path is the canonical one: the
 * /legal/terms and /legal/privacy aliases render the same page and point search engines here.
 */
export const legalPages = {
  terms: page(
    '/terms',
    'Terms and conditions',
    'Terms and Conditions',
    `The terms of ${company.companyName}'s free credit broking service: who we ` +
      `are, who can apply, how lenders decide, your responsibilities, our ` +
      `liability and how to complain.`,
  ),
  privacy: page(
    '/privacy',
    'Privacy policy',
    'Privacy Policy',
    `How ${company.legalEntity} collects, uses, shares, protects and keeps ` +
      `your personal data when you apply for a loan, and how to use your UK GDPR ` +
      `rights.`,
  ),
  cookies: page(
    '/cookies',
    'Cookie policy',
    'Cookie Policy',
    `The cookies and browser storage ${company.companyName} uses, which are ` +
      `essential, which you can decline, the third parties involved and how to ` +
      `change your choice.`,
  ),
  complaints: page(
    '/complaints',
    'Complaints',
    'Complaints Procedure',
    'How to make a complaint by email, phone or post, what happens next, our ' +
      'response times and how to refer your complaint to the Financial Ombudsman ' +
      'Service for free.',
  ),
  responsibleLending: page(
    '/responsible-lending',
    'Responsible lending',
    'Responsible Lending',
    'How we follow FCA rules on affordable borrowing, what we show you before ' +
      'you borrow, and where to get free debt advice and support if you are ' +
      'struggling with repayments.',
  ),
} as const;
