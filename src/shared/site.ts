/**
 * Prerendered pages are built before PUBLIC_URL is known; they carry this origin and the server
 * rewrites it to PUBLIC_URL when it loads them. In the browser the page's own origin is used.
 */
export const BUILD_ORIGIN = 'https://public-url.invalid';

export function siteOrigin(): string {
  return typeof window === 'undefined' ? BUILD_ORIGIN : window.location.origin;
}

/** Absolute URL of a site path, for canonical links and structured data. */
export const absoluteUrl = (pathname: string): string => `${siteOrigin()}${pathname}`;
