import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SlotResolver } from '#server/modules/ab-tests/index.ts';
import { BUILD_ORIGIN } from '#shared/site.ts';
import { contentSecurityPolicy } from './security.ts';
import { isSitemapPage, robotsTxt, sitemapXml } from './sitemap.ts';
import { inlineScriptHashes } from './static-html.ts';
import { fileOfRoute, findPages, routeOfPage, writeSiteDocuments, type SiteDocument } from './static-pages.ts';
import { sendSlotted, slotHtml } from './static-slots.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles once every page has its gzip and brotli copy on disk (written in the background at boot). */
    siteCompressed: Promise<void>;
  }
}

/** Rendered per request by React Router's handler (react-router plugin, decision 033). */
const RENDERED_PREFIXES = ['/apply', '/admin'];
const NOT_FOUND_ROUTE = '/404';
const HOME_PAGE = 'index.html';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export { findPages };

/**
 * Serves the React Router build through @fastify/static (decision 040): hashed assets cached for a
 * year, other files for an hour, each sent as the build's own .br/.gz copy when the client takes
 * it (`preCompressed`), with ETag/Last-Modified (304) and HEAD. The HTML the server sends (pages
 * with PUBLIC_URL's origin, the 404 page) is written to disk once per build and PUBLIC_URL
 * (static-pages.ts) and served the same way, each with a CSP holding its own inline scripts'
 * hashes. Only the home page with an A/B variant in it is made per request (static-slots.ts); the
 * application and back-office screens are React Router's (react-router plugin).
 */
export const staticSitePlugin = fp<{ root: string; publicUrl: string; https: boolean; slots?: SlotResolver }>(
  async (app, { root, publicUrl, https, slots }) => {
    const fallback = path.join(root, HOME_PAGE);
    if (!existsSync(fallback)) throw new Error(`The site is not built (${fallback} is missing): run npm run build`);
    const readPage = (file: string) => readFileSync(file, 'utf8').replaceAll(BUILD_ORIGIN, publicUrl);

    const pages = new Map(
      findPages(root).map((rel) => [routeOfPage(rel), readPage(path.join(root, rel, 'index.html'))]),
    );
    const hasNotFound = pages.delete(NOT_FOUND_ROUTE);

    const documents: SiteDocument[] = [
      ...[...pages].map(([route, html]) => ({ file: fileOfRoute(route), html })),
      ...(hasNotFound
        ? [{ file: fileOfRoute(NOT_FOUND_ROUTE), html: readPage(path.join(root, '404', 'index.html')) }]
        : []),
    ];
    const sitemapPaths = [...pages].filter(([route, html]) => isSitemapPage(publicUrl, route, html)).map(([r]) => r);
    const textFiles: SiteDocument[] = [
      { file: 'sitemap.xml', html: sitemapXml(publicUrl, sitemapPaths) },
      { file: 'robots.txt', html: robotsTxt(publicUrl) },
    ];
    // Beside build/client, written by the server itself (the image's build directory must let it).
    const { dir, compressed } = await writeSiteDocuments(
      path.join(root, '..', 'served'),
      [...documents, ...textFiles],
      statSync(fallback).mtime,
    );
    compressed.catch((err: unknown) => app.log.error({ err }, 'compressing the pages failed: served uncompressed'));
    app.decorate('siteCompressed', compressed);

    const htmlOf = new Map(documents.map((d) => [d.file, d.html]));
    const cspOf = new Map(
      documents.map((d) => [d.file, contentSecurityPolicy({ scriptHashes: inlineScriptHashes(d.html), https })]),
    );
    const site = {
      dir,
      htmlOf: (file: string) => htmlOf.get(file) ?? '',
      cspOf: (file: string) => cspOf.get(file) ?? contentSecurityPolicy({ https }),
      slotHtml: slotHtml(slots),
    };

    await app.register(fastifyStatic, {
      root,
      // The build's files, one route each (no per-request lookup of the directory); the HTML is
      // never served from here, only the rewritten copies in `dir`.
      wildcard: false,
      index: false,
      globIgnore: ['**/*.html', '**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      // Static hits write no request log lines (decision 015): two lines cost more than the hit.
      logLevel: 'warn',
      setHeaders: (reply, file) => {
        const rel = path
          .relative(dir, file.replace(/\.(br|gz)$/, ''))
          .split(path.sep)
          .join('/');
        if (!rel.startsWith('..')) {
          if (rel === 'sitemap.xml') reply.type('application/xml; charset=utf-8');
          if (!rel.endsWith('.html')) reply.header('cache-control', 'public, max-age=3600');
          else reply.header('cache-control', 'no-cache').header('content-security-policy', site.cspOf(rel));
          return;
        }
        const immutable = path.relative(root, file).startsWith(`assets${path.sep}`);
        reply.header('cache-control', immutable ? IMMUTABLE : 'public, max-age=3600');
        // React Router's prerendered route data (turbo-stream).
        if (file.endsWith('.data')) reply.type('text/x-script; charset=utf-8');
      },
    });

    const sendDocument = (reply: FastifyReply, file: string) => reply.sendFile(file, dir);
    const routeOptions = { logLevel: 'warn' } as const;
    for (const route of pages.keys()) {
      if (route !== '/') app.get(route, routeOptions, (_request, reply) => sendDocument(reply, fileOfRoute(route)));
    }
    for (const { file } of textFiles) app.get(`/${file}`, routeOptions, (_request, reply) => sendDocument(reply, file));

    // The pages that can carry an A/B variant: compressed as they go when they do (sendSlotted). The
    // stored files are never compressed per request, not even before their copies are written.
    await app.register(async (dynamic) => {
      await dynamic.register(compress, { global: false, threshold: 1024, encodings: ['br', 'gzip'] });
      const home = fileOfRoute('/');
      dynamic.get('/', routeOptions, async (request, reply) => {
        const slotted = await site.slotHtml(request, reply, 'home-hero', site.htmlOf(home));
        return slotted ? sendSlotted(request, reply, slotted, site.cspOf(home)) : sendDocument(reply, home);
      });
    });

    // One URL per page: /about/ redirects to /about (canonical links never carry the slash).
    app.addHook('onRequest', async (request, reply) => {
      const [pathname = '', query] = request.url.split('?');
      if (pathname.length > 1 && pathname.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
        const target = pathname.replace(/\/+$/, '') || '/';
        if (pages.has(target) || RENDERED_PREFIXES.some((p) => target === p || target.startsWith(`${p}/`))) {
          return reply.redirect(query ? `${target}?${query}` : target, 301);
        }
      }
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (hasNotFound && (request.method === 'GET' || request.method === 'HEAD'))
        return reply.status(404).sendFile(fileOfRoute(NOT_FOUND_ROUTE), dir, { etag: false, lastModified: false });
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'static-site' },
);
