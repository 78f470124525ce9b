import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Content routes of this group (rendered inside the site layout) and the paths to prerender. */
export const routes: RouteConfigEntry[] = [
  route('loan-types', 'routes/loan-types.tsx'),
  route('how-it-works', 'routes/how-it-works.tsx'),
  route('about', 'routes/about.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('faq/fca-price-cap', 'routes/faq-fca-price-cap.tsx'),
  route('faq/bad-credit-loans', 'routes/faq-bad-credit-loans.tsx'),
  route('reviews', 'routes/reviews.tsx'),
];

export const paths: string[] = [
  '/loan-types',
  '/how-it-works',
  '/about',
  '/faq',
  '/faq/fca-price-cap',
  '/faq/bad-credit-loans',
  '/reviews',
];
