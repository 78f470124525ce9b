import { company } from './company.ts';

/**
 * Titles of the client-rendered screens, by path. The route modules' `meta` and the server read
 * the same table, so the HTML the server sends (the SPA shell) already carries the screen's
 * <title> before any script runs.
 */
export const APPLY_TITLES = {
  '/apply': 'Apply: your loan (step 1 of 7)',
  '/apply/personal': 'Apply: about you (step 2 of 7)',
  '/apply/address': 'Apply: your address (step 3 of 7)',
  '/apply/employment': 'Apply: your income (step 4 of 7)',
  '/apply/bank': 'Apply: your bank (step 5 of 7)',
  '/apply/expenses': 'Apply: your expenses (step 6 of 7)',
  '/apply/consent': 'Apply: check and agree (step 7 of 7)',
  '/apply/processing': 'Finding your lender',
  '/apply/resubmit': 'Submit your application again',
  '/apply/result': 'Your result',
} as const;

export const ADMIN_TITLES = {
  '/admin': 'Admin',
  '/admin/login': 'Admin login',
  '/admin/dashboard': 'Dashboard',
  '/admin/applications': 'Application',
  '/admin/analytics': 'Analytics',
  '/admin/messages': 'Messages',
  '/admin/abtesting': 'A/B testing',
  '/admin/security': 'Security',
} as const;

export const applyTitle = (screen: string) => `${screen} | ${company.companyName}`;
export const adminTitle = (screen: string) => `${screen} | ${company.companyName} admin`;

/** The full <title> of a client-rendered screen (the closest known parent path for others). */
export function spaTitleOf(pathname: string): string {
  const table: Record<string, string> = pathname.startsWith('/admin') ? ADMIN_TITLES : APPLY_TITLES;
  const wrap = pathname.startsWith('/admin') ? adminTitle : applyTitle;
  for (let path = pathname.replace(/\/+$/, ''); path; path = path.slice(0, path.lastIndexOf('/'))) {
    const screen = table[path];
    if (screen) return wrap(screen);
  }
  return pathname.startsWith('/admin') ? adminTitle(ADMIN_TITLES['/admin']) : applyTitle('Apply');
}
