import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Content routes of this group (rendered inside the site layout) and the paths to prerender. */
export const routes: RouteConfigEntry[] = [];

export const paths: string[] = [];
