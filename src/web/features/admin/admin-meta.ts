import { company } from '#shared/company.ts';
import { pageMeta } from '#web/lib/seo.ts';

/** Admin screens: titled for the tab and kept out of search indexes. */
export const adminMeta = (title: string, path: string) =>
  pageMeta({ title: `${title} | ${company.companyName} admin`, description: `${company.companyName} back office.`, path, noindex: true });
