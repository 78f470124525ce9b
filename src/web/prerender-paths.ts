/**
 * Public pages prerendered to static HTML at build time. `/404` renders the catch-all route; the
 * server sends it with status 404 for unknown paths and never as a page of its own.
 */
export const publicPaths = ['/'] as const;

export const prerenderPaths: string[] = [...publicPaths, '/404'];
