import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { BUILD_ORIGIN } from '#shared/site.ts';
import { contentSecurityPolicy } from './security.ts';
import { isSitemapPage, robotsTxt, sitemapXml } from './sitemap.ts';

type Page = { html: string; csp: string };

const SPA_PREFIXES = ['/apply', '/admin'];
const NOT_FOUND_ROUTE = '/404';
const SPA_SHELL = '__spa-fallback.html';

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

/** Directories (relative to the build root) holding a prerendered index.html. */
export function findPages(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...findPages(root, path.join(dir, entry.name)));
    else if (entry.name === 'index.html') found.push(path.relative(root, dir));
  }
  return found;
}

/**
 * Serves the React Router build: prerendered pages by explicit route (origin rewritten to
 * PUBLIC_URL, CSP with their script hashes), hashed assets cached for a year, the SPA shell for
 * /apply and /admin, and the 404 page with status 404 (JSON under /api).
 */
export const staticSitePlugin = fp<{ root: string; publicUrl: string; https: boolean }>(
  async (app, { root, publicUrl, https }) => {
    if (!existsSync(path.join(root, SPA_SHELL))) {
      throw new Error(`The site is not built (${path.join(root, SPA_SHELL)} is missing): run npm run build`);
    }
    const load = (file: string): Page => {
      const html = readFileSync(file, 'utf8').replaceAll(BUILD_ORIGIN, publicUrl);
      return { html, csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html), https }) };
    };
    const pages = new Map<string, Page>();
    for (const rel of findPages(root)) pages.set(`/${rel.split(path.sep).join('/')}`.replace(/\/$/, '') || '/', load(path.join(root, rel, 'index.html')));
    const notFound = pages.get(NOT_FOUND_ROUTE);
    pages.delete(NOT_FOUND_ROUTE);
    const spaShell = load(path.join(root, SPA_SHELL));

    const sitemap = sitemapXml(publicUrl, [...pages].filter(([route, page]) => isSitemapPage(publicUrl, route, page.html)).map(([route]) => route));
    const robots = robotsTxt(publicUrl);
    app.get('/sitemap.xml', (_request, reply) =>
      reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
    );
    app.get('/robots.txt', (_request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
    );

    const send = (reply: FastifyReply, page: Page, status = 200) =>
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', page.csp)
        .send(page.html);

    for (const [route, page] of pages) app.get(route, (_request, reply) => send(reply, page));
    for (const prefix of SPA_PREFIXES) {
      app.get(prefix, (_request, reply) => send(reply, spaShell));
      app.get(`${prefix}/*`, (_request, reply) => send(reply, spaShell));
    }

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

    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      allowedPath: (pathname) => !pathname.endsWith('.html'),
      // @fastify/static 10 passes the Fastify reply here, not the raw response.
      setHeaders: (reply: unknown, filePath: string) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        (reply as FastifyReply).header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });

    app.setNotFoundHandler((request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/')) {
        return reply.status(404).send({ message: 'Not found' });
      }
      if (notFound && (request.method === 'GET' || request.method === 'HEAD')) return send(reply, notFound, 404);
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
  { name: 'static-site' },
);
