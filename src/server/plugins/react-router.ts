import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Services } from '#server/services.ts';
import { contentSecurityPolicy } from './security.ts';

/**
 * The server build of `react-router build` (build/server/index.js), imported before the plugin is
 * registered: a large module on a busy machine can take longer than Fastify gives a plugin to start.
 */
export async function loadServerBuild(serverBuild: string): Promise<ServerBuild> {
  if (!existsSync(serverBuild)) throw new Error(`The site is not built (${serverBuild} is missing): run npm run build`);
  return (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
}

type Options = {
  /** The server build (loadServerBuild). */
  build: ServerBuild;
  publicUrl: string;
  https: boolean;
  /** Paths served by React Router's request handler, each with everything below it. */
  prefixes: string[];
  /**
   * Prerendered content pages whose form posts to the page itself (decision 090): only their POST
   * comes here; the page itself stays the static file.
   */
  formPages?: string[];
};

/** What a form post may be: a step is a few hundred bytes; the largest (expenses) under 2 KB. */
const FORM_BODY_LIMIT = 32 * 1024;
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * The application screens (and the back office's shell) through React Router's own request handler
 * (decision 033): each request becomes a Fetch `Request`, the route loaders and actions get the
 * request's services (decisions 126, 136) and the CSP nonce in their router context, and the
 * `Response` goes back through Fastify, so its
 * hooks (security headers, sessions, shedding, logging) apply as to every other route.
 */
export const reactRouterPlugin = fp<Options>(
  async (app, { build, publicUrl, https, prefixes, formPages = [] }) => {
    const keys = build.entry.module as {
      cspNonceContext?: RouterContext<string>;
      servicesContext?: RouterContext<Services>;
    };
    const nonceKey = keys.cspNonceContext;
    const servicesKey = keys.servicesContext;
    if (!nonceKey || !servicesKey)
      throw new Error('The server build does not export its context keys (src/web/entry.server.tsx)');
    const handle = createRequestHandler(build, 'production');
    const { origin, protocol } = new URL(publicUrl);
    // The address the browser used (PUBLIC_URL's scheme, Fastify's `request.host`: the Host, or a
    // trusted proxy's X-Forwarded-Host): React Router refuses an action whose Origin is not the
    // request's own, so a visitor at another name of this host (127.0.0.1 for localhost, www. for
    // the bare domain) would be refused every save. Without a usable host, PUBLIC_URL's origin.
    const originOf = (request: FastifyRequest): string => {
      if (!request.host) return origin;
      try {
        return new URL(`${protocol}//${request.host}`).origin;
      } catch {
        return origin;
      }
    };

    const toFetchRequest = (request: FastifyRequest, signal: AbortSignal): Request => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
      }
      const hasBody = request.method === 'POST' && Buffer.isBuffer(request.body);
      return new Request(new URL(request.url, originOf(request)), {
        method: request.method,
        headers,
        signal,
        ...(hasBody ? { body: new Uint8Array(request.body as Buffer) } : {}),
      });
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      // A form posted from another site never reaches an action (the session cookie is SameSite=Lax
      // too); a browser that sends no Fetch Metadata is judged by the cookie alone.
      const site = request.headers['sec-fetch-site'];
      if (request.method === 'POST' && (site === 'cross-site' || site === 'same-site'))
        return reply.status(403).type('text/plain; charset=utf-8').send('Cross-site form refused');

      // The screens post HTML forms (with or without script): anything else is not theirs to read.
      const type =
        String(request.headers['content-type'] ?? '')
          .split(';')[0]
          ?.trim()
          .toLowerCase() ?? '';
      // A post with no body at all (an unsubscribe button's, a one-click client's) has nothing to misread.
      const bodiless = type === '' && !(Buffer.isBuffer(request.body) && request.body.length > 0);
      if (request.method === 'POST' && !FORM_TYPES.has(type) && !bodiless)
        return reply.status(415).type('text/plain; charset=utf-8').send('Send the form as the page does');

      const nonce = randomBytes(16).toString('base64');
      const context = new RouterContextProvider();
      context.set(nonceKey, nonce);
      context.set(servicesKey, app.services(request, reply));
      const aborted = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) aborted.abort();
      });
      const response = await handle(toFetchRequest(request, aborted.signal), context);

      reply.status(response.status);
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
      // A service's own cookies (a sign-in's, a new visitor session's) are on the reply already, and
      // @fastify/cookie adds them to these when it sends.
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // Every screen holds or leads to personal data: never kept by a browser or proxy.
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', contentSecurityPolicy({ https, nonce }));
      if (!response.body) return reply.send();
      return reply.send(Readable.fromWeb(response.body as unknown as NodeReadableStream));
    };

    await app.register(async (scope) => {
      // Rendered per request, so compressed as it goes: brotli at a quality that costs little CPU.
      await scope.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
      });
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) =>
        done(null, body),
      );
      const methods = ['GET', 'HEAD', 'POST'] as const;
      for (const prefix of prefixes) {
        for (const url of [prefix, `${prefix}/*`, `${prefix}.data`])
          scope.route({ method: [...methods], url, handler });
      }
      for (const page of formPages) scope.route({ method: 'POST', url: page, handler });
      // Route discovery and the root's data for client navigations (React Router's single fetch).
      scope.route({ method: ['GET', 'HEAD'], url: '/__manifest', handler });
      scope.route({ method: ['GET', 'HEAD', 'POST'], url: '/_root.data', handler });
    });
  },
  { name: 'react-router', dependencies: ['session', 'services'] },
);
