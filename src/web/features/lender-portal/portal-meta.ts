import { company } from '#shared/company.ts';
import { pageMeta } from '#web/lib/seo.ts';

/** Portal screens: titled for the tab and kept out of search indexes. */
export const portalMeta = (title: string, path: string) =>
  pageMeta({
    title: `${title} | Lender portal | ${company.companyName}`,
    description: `${company.companyName} lender portal.`,
    path,
    noindex: true,
  });
