import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Site-wide pages of the "site" area (rendered inside the site layout) and the paths to prerender. */
export const routes: RouteConfigEntry[] = [
  route('contact', 'routes/contact.tsx'),
  // Rendered on each request from the live panel, not prerendered (decision 142).
  route('our-lenders', 'routes/our-lenders.tsx'),
];

export const paths: string[] = ['/contact'];
