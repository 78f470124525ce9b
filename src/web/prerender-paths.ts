import * as core from './route-config/content-core.ts';
import * as guides from './route-config/content-guides.ts';
import * as legal from './route-config/content-legal.ts';
import * as site from './route-config/content-site.ts';

/** Every public content page: prerendered at build, listed in the sitemap, checked for compliance. */
export const publicPaths: string[] = ['/', ...core.paths, ...guides.paths, ...legal.paths, ...site.paths];

/**
 * Prerendered at build time. `/404` renders the catch-all route; the server sends it with status
 * 404 for unknown paths and never as a page of its own.
 */
export const prerenderPaths: string[] = [...publicPaths, '/404'];
