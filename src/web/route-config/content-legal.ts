import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Legal and regulatory pages (rendered inside the site layout) and the paths to prerender. */
export const routes: RouteConfigEntry[] = [
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  // The consent step links to /legal/*: same page, same canonical (/terms, /privacy).
  route('legal/terms', 'routes/terms.tsx', { id: 'legal-terms' }),
  route('legal/privacy', 'routes/privacy.tsx', { id: 'legal-privacy' }),
  route('cookies', 'routes/cookies.tsx'),
  route('complaints', 'routes/complaints.tsx'),
  route('responsible-lending', 'routes/responsible-lending.tsx'),
];

// /legal/terms and /legal/privacy declare /terms and /privacy canonical, so the sitemap skips them.
export const paths: string[] = [
  '/terms',
  '/privacy',
  '/legal/terms',
  '/legal/privacy',
  '/cookies',
  '/complaints',
  '/responsible-lending',
];
