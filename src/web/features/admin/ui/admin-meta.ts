import { company } from '#shared/company.ts';
import { adminTitle } from '#shared/spa-titles.ts';
import { pageMeta } from '#web/lib/seo.ts';

/** Admin screens: titled for the tab and kept out of search indexes. */
export const adminMeta = (title: string, path: string) =>
  pageMeta({ title: adminTitle(title), description: `${company.companyName} back office.`, path, noindex: true });
