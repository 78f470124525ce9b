import { STEP_META, STEP_NUMBERS } from './application/step-meta.ts';
import { company } from './company.ts';
import { gbp } from './money.ts';

/**
 * Titles of the application's and the back office's screens, by path, read by the route modules'
 * `meta`: the HTML React Router renders on the server (decision 033) carries the screen's <title>
 * before any script runs.
 */
/** The application's screens other than the seven steps (whose titles are in STEP_META). */
export const APPLY_SCREEN_TITLES = {
  '/apply/check-answers': 'Apply: check your answers',
  '/apply/processing': 'Finding your lender',
  '/apply/resubmit': 'Submit your application again',
  '/apply/result': 'Your result',
} as const;

export const APPLY_TITLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(STEP_NUMBERS.map((n) => [STEP_META[n].path, STEP_META[n].title])),
  ...APPLY_SCREEN_TITLES,
};

export const ADMIN_TITLES = {
  '/admin': 'Admin',
  '/admin/login': 'Admin login',
  '/admin/dashboard': 'Dashboard',
  '/admin/applications': 'Application',
  '/admin/analytics': 'Analytics',
  '/admin/messages': 'Messages',
  '/admin/abtesting': 'A/B testing',
  '/admin/security': 'Security',
  '/admin/complaints': 'Complaints',
  '/admin/reviews': 'Review requests',
  '/admin/data-requests': 'Data requests',
  '/admin/outcomes': 'Outcomes',
} as const;

/** The description of every application screen (the shell's; the screens are not indexed). */
export const applyDescription = () =>
  `Apply for a short-term loan of £${company.loanRange.minAmount} to ${gbp(company.loanRange.maxAmount, 0)} ` +
  `through ${company.companyName}, an FCA-authorised credit broker.`;

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
