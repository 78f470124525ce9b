import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SlotResolver } from '#server/modules/ab-tests/ab-slots.service.ts';
import type { AbSlot } from '#shared/admin/ab-slots.ts';
import { BUILD_ORIGIN } from '#shared/site.ts';
import { contentSecurityPolicy } from './security.ts';
import { isSitemapPage, robotsTxt, sitemapXml } from './sitemap.ts';
import { findPages, loadFiles } from './static-files.ts';
import { sendResource, type StaticMetrics } from './static-reply.ts';
import { createResource, warm, type StaticResource } from './static-representation.ts';
import { slotPages } from './static-slots.ts';
import { inlineScriptHashes } from './static-html.ts';
import { fastHandler, replayRecorder, type FastHandler } from './static-fast-path.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staticMetrics: StaticMetrics;
  }
  interface FastifyContextConfig {
    /** Served from memory by the static-site plugin: no per-request log lines (counted instead). */
    staticSite?: boolean;
  }
}

/** Rendered by React Router's request handler (react-router plugin), not served from files. */
const RENDERED_PREFIXES = ['/apply', '/admin'];
const NOT_FOUND_ROUTE = '/404';
const HOME_PAGE = 'index.html';
const HTML = 'text/html; charset=utf-8';

export { findPages };

/**
 * Serves the React Router build from memory: prerendered pages by explicit route (origin
 * rewritten to PUBLIC_URL, CSP with their script hashes), hashed assets cached for a year, and the
 * 404 page with status 404
 * (JSON under /api). Every response is compressed once, not per request (decision 015).
 */
export const staticSitePlugin = fp<{
  root: string;
  publicUrl: string;
  https: boolean;
  warmUp?: boolean;
  slots?: SlotResolver;
  /** True while no test runs on the slot (known now): the home page may take the fast path. */
  slotIdle?: (slot: AbSlot) => boolean;
  /** Installs the fast path in front of Fastify (serverWithFastPath); unset, none is taken. */
  fastPath?: (handler: FastHandler) => void;
}>(
  async (app, { root, publicUrl, https, warmUp = false, slots, slotIdle = () => !slots, fastPath }) => {
    if (!existsSync(path.join(root, HOME_PAGE))) {
      throw new Error(`The site is not built (${path.join(root, HOME_PAGE)} is missing): run npm run build`);
    }
    const metrics: StaticMetrics = { served: 0, notModified: 0, bytes: 0, fastPath: 0 };
    app.decorate('staticMetrics', metrics);

    const page = (html: string, cacheControl = 'no-cache'): StaticResource =>
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

    // Pages (the home page while no test runs on its slot) and files: after Fastify's first full
    // answer per encoding, the fast path replays its headers (decision 015).
    const lookup = (url: string) =>
      url === '/' ? (slotIdle('home-hero') ? pages.get(url) : undefined) : (pages.get(url) ?? files.get(url));
    const replayable = new Set([...pages.values(), ...files.values()]);
    const recorder = replayRecorder(() => app.lifecycle.state === 'serving');
    if (fastPath) {
      const shedding = () => app.hasDecorator('shedsPages') && app.shedsPages();
      const allowed = () => app.lifecycle.state === 'serving' && !shedding();
      const served = (bytes: number) => {
        metrics.served += 1;
        metrics.fastPath += 1;
        metrics.bytes += bytes;
      };
      fastPath(fastHandler({ lookup, replays: recorder.replays, allowed, served }));
      app.addHook('onSend', recorder.onSend);
    }

    const config = { staticSite: true };
    const send = (request: FastifyRequest, reply: FastifyReply, resource: StaticResource, status?: number) =>
      sendResource(
        request,
        reply,
        resource,
        metrics,
        status,
        fastPath && replayable.has(resource) ? recorder.watch(request, resource) : undefined,
      );
    const withSlot = slotPages(slots, page);

    for (const [route, resource] of pages) {
      const home = route === '/';
      app.get(route, { config }, async (request, reply) =>
        send(
          request,
          reply,
          home ? await withSlot(request, reply, 'home-hero', resource, () => htmlOf.get(route) ?? '') : resource,
        ),
      );
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
        if (pages.has(target) || RENDERED_PREFIXES.some((p) => target === p || target.startsWith(`${p}/`))) {
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
        warm([...pages.values(), ...files.values(), ...(notFound ? [notFound] : [])]).catch((err: unknown) =>
          app.log.error({ err }, 'precompressing the site failed'),
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
