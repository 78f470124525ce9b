import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SlotResolver } from '#server/modules/ab-tests/ab-slots.service.ts';
import { withSlotContent } from '#server/modules/ab-tests/slot-html.ts';
import type { AbSlot } from '#shared/admin/ab-slots.ts';
import { BUILD_ORIGIN } from '#shared/site.ts';
import { spaTitleOf } from '#shared/spa-titles.ts';
import { contentSecurityPolicy } from './security.ts';
import { isSitemapPage, robotsTxt, sitemapXml } from './sitemap.ts';
import { findPages, loadFiles } from './static-files.ts';
import { sendResource, type StaticMetrics } from './static-reply.ts';
import { createResource, warm, type StaticResource } from './static-representation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staticMetrics: StaticMetrics;
  }
  interface FastifyContextConfig {
    /** Served from memory by the static-site plugin: no per-request log lines (counted instead). */
    staticSite?: boolean;
  }
}

const SPA_PREFIXES = ['/apply', '/admin'];
const NOT_FOUND_ROUTE = '/404';
const SPA_SHELL = '__spa-fallback.html';
const HTML = 'text/html; charset=utf-8';

/** sha256 source hashes of the inline scripts a page runs (JSON-LD data blocks do not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const attrs = match.groups?.attrs ?? '';
    const body = match.groups?.body ?? '';
    if (/\bsrc=/.test(attrs) || /type="application\/ld\+json"/.test(attrs) || body.length === 0) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

export { findPages };

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The SPA shell with the screen's own <title>, which React adopts when the route renders. */
export const withTitle = (shell: string, title: string) =>
  shell.replace('</head>', `<title>${escapeHtml(title)}</title></head>`);

/**
 * Serves the React Router build from memory: prerendered pages by explicit route (origin
 * rewritten to PUBLIC_URL, CSP with their script hashes), hashed assets cached for a year, the
 * SPA shell for /apply and /admin with each screen's title, and the 404 page with status 404
 * (JSON under /api). Every response is compressed once, not per request (decision 015).
 */
export const staticSitePlugin = fp<{
  root: string;
  publicUrl: string;
  https: boolean;
  warmUp?: boolean;
  slots?: SlotResolver;
}>(
  async (app, { root, publicUrl, https, warmUp = false, slots }) => {
    if (!existsSync(path.join(root, SPA_SHELL))) {
      throw new Error(`The site is not built (${path.join(root, SPA_SHELL)} is missing): run npm run build`);
    }
    const metrics: StaticMetrics = { served: 0, notModified: 0, bytes: 0 };
    app.decorate('staticMetrics', metrics);

    const page = (html: string, cacheControl = 'no-cache') =>
      createResource(html, {
        type: HTML,
        cacheControl,
        csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https }),
      });
    const readPage = (file: string) => readFileSync(file, 'utf8').replaceAll(BUILD_ORIGIN, publicUrl);

    const htmlOf = new Map<string, string>();
    for (const rel of findPages(root))
      htmlOf.set(
        `/${rel.split(path.sep).join('/')}`.replace(/\/$/, '') || '/',
        readPage(path.join(root, rel, 'index.html')),
      );
    const notFoundHtml = htmlOf.get(NOT_FOUND_ROUTE);
    htmlOf.delete(NOT_FOUND_ROUTE);
    const pages = new Map([...htmlOf].map(([route, html]) => [route, page(html)]));
    const notFound = notFoundHtml === undefined ? undefined : page(notFoundHtml);
    const shellHtml = readPage(path.join(root, SPA_SHELL));
    const shells = new Map<string, StaticResource>();
    const shellFor = (pathname: string): StaticResource => {
      const title = spaTitleOf(pathname);
      let shell = shells.get(title);
      if (!shell) shells.set(title, (shell = page(withTitle(shellHtml, title))));
      return shell;
    };

    const sitemapPaths = [...htmlOf]
      .filter(([route, html]) => isSitemapPage(publicUrl, route, html))
      .map(([route]) => route);
    const files = loadFiles(root);
    files.set(
      '/sitemap.xml',
      createResource(sitemapXml(publicUrl, sitemapPaths), {
        type: 'application/xml; charset=utf-8',
        cacheControl: 'public, max-age=3600',
      }),
    );
    files.set(
      '/robots.txt',
      createResource(robotsTxt(publicUrl), { type: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600' }),
    );

    const config = { staticSite: true };
    const send = (request: FastifyRequest, reply: FastifyReply, resource: StaticResource, status?: number) =>
      sendResource(request, reply, resource, metrics, status);
    // A/B slots (decision 022): the variant's words go into the HTML served, one kept resource
    // (compressed once, own ETag) per page and variant; private, as it depends on the visitor.
    const personalised = new Map<string, StaticResource>();
    const withSlot = async (
      request: FastifyRequest,
      reply: FastifyReply,
      slot: AbSlot,
      base: StaticResource,
      html: string,
    ) => {
      let content;
      try {
        content = slots ? await slots(request, reply, slot) : null;
      } catch (err) {
        request.log.error({ err, slot }, 'resolving an A/B slot failed: serving the page unchanged');
        return base;
      }
      if (!content || (!content.heading && !content.cta)) return base;
      const key = `${html.length}:${base.etag}:${JSON.stringify(content)}`;
      let resource = personalised.get(key);
      if (!resource) {
        if (personalised.size >= 256) personalised.clear();
        personalised.set(key, (resource = page(withSlotContent(html, slot, content), 'private, no-cache')));
      }
      return resource;
    };

    for (const [route, resource] of pages) {
      const home = route === '/';
      app.get(route, { config }, async (request, reply) =>
        send(
          request,
          reply,
          home ? await withSlot(request, reply, 'home-hero', resource, htmlOf.get(route) ?? '') : resource,
        ),
      );
    }
    for (const prefix of SPA_PREFIXES) {
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        const pathname = request.url.split('?')[0] ?? prefix;
        const shell = shellFor(pathname);
        if (prefix !== '/apply') return send(request, reply, shell);
        return send(
          request,
          reply,
          await withSlot(request, reply, 'apply-cta', shell, withTitle(shellHtml, spaTitleOf(pathname))),
        );
      };
      app.get(prefix, { config }, handler);
      app.get(`${prefix}/*`, { config }, handler);
    }
    app.get('/*', { config }, (request, reply) => {
      const resource = files.get(decodePath(request.url));
      return resource ? send(request, reply, resource) : reply.callNotFound();
    });

    // One URL per page: /about/ redirects to /about (canonical links never carry the slash).
    app.addHook('onRequest', async (request, reply) => {
      const [pathname = '', query] = request.url.split('?');
      if (pathname.length > 1 && pathname.endsWith('/') && (request.method === 'GET' || request.method === 'HEAD')) {
        const target = pathname.replace(/\/+$/, '') || '/';
        if (pages.has(target) || SPA_PREFIXES.some((p) => target === p || target.startsWith(`${p}/`))) {
          return reply.redirect(query ? `${target}?${query}` : target, 301);
        }
      }
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (notFound && (request.method === 'GET' || request.method === 'HEAD'))
        return send(request, reply, notFound, 404);
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });

    if (warmUp) {
      // In the background: a request arriving first awaits the same memoised compression.
      app.addHook('onReady', async () => {
        warm([...pages.values(), ...files.values(), ...(notFound ? [notFound] : []), shellFor('/apply')]).catch(
          (err: unknown) => app.log.error({ err }, 'precompressing the site failed'),
        );
      });
    }
  },
  { name: 'static-site' },
);

function decodePath(url: string): string {
  const pathname = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
