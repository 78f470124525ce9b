/** robots.txt and sitemap.xml for the prerendered public pages (served by the static-site plugin). */

const NOINDEX = /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i;

export const isNoindex = (html: string): boolean => NOINDEX.test(html);

const CANONICAL = /<link rel="canonical" href="([^"]*)"/;

/**
 * Whether a page belongs in the sitemap: indexable, and its own canonical URL (an alias such as
 * /legal/terms declares /terms canonical, and only the canonical URL is listed).
 */
export function isSitemapPage(publicUrl: string, route: string, html: string): boolean {
  if (isNoindex(html)) return false;
  const canonical = CANONICAL.exec(html)?.[1];
  return canonical === undefined || canonical === `${publicUrl}${route}`;
}

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Sitemap of the given site paths (home first, then alphabetical), as absolute URLs. */
export function sitemapXml(publicUrl: string, paths: string[]): string {
  const sorted = [...paths].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
  const urls = sorted.map((p) => `  <url><loc>${escapeXml(`${publicUrl}${p}`)}</loc></url>`);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/**
 * The whole public site may be crawled. The back office and the application's screens after
 * step 1 (personal data, results, resubmit links) are not for search engines; /apply itself is
 * the public entry point and stays crawlable.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /lenders',
    'Disallow: /apply/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
