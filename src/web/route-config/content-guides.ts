import { route, type RouteConfigEntry } from '@react-router/dev/routes';

// Guides and landing pages. Each guide has its own explicit route (no :slug param), so an unknown
// guide slug falls through to the catch-all 404 route and is never prerendered.
const pages: [path: string, file: string][] = [
  ['/guides', 'routes/guides.tsx'],
  ['/guides/short-term-loans-complete-guide', 'routes/guide-complete.tsx'],
  ['/guides/payday-loans-vs-short-term-loans', 'routes/guide-payday-vs-short-term.tsx'],
  ['/guides/improve-credit-score', 'routes/guide-improve-credit-score.tsx'],
  ['/guides/understanding-apr', 'routes/guide-understanding-apr.tsx'],
  ['/emergency-loans', 'routes/emergency-loans.tsx'],
  ['/bad-credit-loans', 'routes/bad-credit-loans.tsx'],
  ['/same-day-loans', 'routes/same-day-loans.tsx'],
  ['/payday-loan-alternative', 'routes/payday-loan-alternative.tsx'],
  ['/payday-loan-alternatives', 'routes/payday-loan-alternatives.tsx'],
];

/** Content routes of this group (rendered inside the site layout) and the paths to prerender. */
export const routes: RouteConfigEntry[] = pages.map(([path, file]) => route(path.slice(1), file));

export const paths: string[] = pages.map(([path]) => path);
