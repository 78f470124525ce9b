import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import { adminCookieName, loadAdminSession, type AdminSession } from '#server/modules/auth/index.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin session of a guarded route (set by the guard); null elsewhere. */
    admin: AdminSession | null;
  }
}

/** Admin routes anyone may call: they create, report or end the session themselves. */
const OPEN_ADMIN_ROUTES = new Set(['/api/admin/login', '/api/admin/check-auth', '/api/admin/logout']);
const GUARDED_EXACT = new Set([
  '/api/analytics/funnel',
  '/api/abtest/tests',
  '/api/abtest/create',
  '/api/abtest/toggle',
  '/api/abtest/delete',
]);
/** What an enrolment-only session (password, no TOTP yet) may call besides check-auth and logout. */
const ENROLMENT_ROUTES = new Set(['GET /api/admin/totp', 'POST /api/admin/totp/setup', 'POST /api/admin/totp/confirm']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route patterns that need an admin session: secure by default for anything new under /api/admin/. */
export function isGuardedRoute(url: string): boolean {
  if (url.startsWith('/api/admin/')) return !OPEN_ADMIN_ROUTES.has(url);
  return GUARDED_EXACT.has(url);
}

/** Cookie-authenticated state changes: admin API and the A/B test manager. */
const isAdminSurface = (url: string): boolean => url.startsWith('/api/admin/') || GUARDED_EXACT.has(url);

/**
 * Cross-site request check (OWASP CSRF cheat sheet: Fetch Metadata, then Origin, then Referer).
 * The SameSite=Strict cookie is the first defence; this is the second.
 */
export function isSameOrigin(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin') return false;
  const sentOrigin = request.headers.origin;
  if (typeof sentOrigin === 'string' && sentOrigin !== 'null') return sentOrigin === origin;
  const referer = request.headers.referer;
  if (typeof referer === 'string') return referer === origin || referer.startsWith(`${origin}/`);
  return false;
}

export const adminGuardPlugin = fp<{ clock: Clock; publicUrl: string }>(
  async (app, { clock, publicUrl }) => {
    const origin = new URL(publicUrl).origin;
    // Says what is wrong and where to go: the common cause is the same server opened under another
    // name (127.0.0.1 for localhost), whose requests the browser rightly marks as another origin.
    const crossSite = `Cross-site request refused: the back office works only at ${origin}/admin (PUBLIC_URL)`;
    const cookieName = adminCookieName(app.cookieOptions.prefix);
    app.decorateRequest('admin', null);

    // Admin answers carry personal data and one-time secrets: no browser or proxy may keep them.
    app.addHook('onSend', async (request, reply) => {
      if (
        request.url.startsWith('/api/admin/') ||
        request.url === '/api/admin' ||
        isAdminSurface(request.routeOptions.url ?? '')
      ) {
        reply.header('cache-control', 'no-store');
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const url = request.routeOptions.url;
      if (!url) return;
      if (isGuardedRoute(url)) {
        const session = await loadAdminSession(app.db, request.cookies[cookieName], clock.now());
        if (!session) return reply.status(401).send({ message: 'Authentication required' });
        if (session.enrolmentOnly && !ENROLMENT_ROUTES.has(`${request.method} ${url}`)) {
          return reply.status(403).send({ message: ENROLMENT_REQUIRED, mfaEnrolmentRequired: true });
        }
        request.admin = session;
      }
      if (!SAFE_METHODS.has(request.method) && isAdminSurface(url) && !isSameOrigin(request, origin)) {
        return reply.status(403).send({ message: crossSite });
      }
    });
  },
  { name: 'admin-guard', dependencies: ['db', 'session'] },
);
