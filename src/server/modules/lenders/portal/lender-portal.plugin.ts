import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSameOrigin } from '#server/plugins/admin-guard.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';
import { lenderAuthRoutes } from './lender-auth.routes.ts';
import { portalRoutes } from './portal.routes.ts';

const OPEN = new Set(['POST /login', 'POST /logout']);
const ENROLMENT = new Set(['GET /me', 'POST /totp/setup', 'POST /totp/confirm']);

/**
 * The lender portal's API under /api/lender-portal (decisions 080 and 136): thin adapters over the
 * portal services (`app.services(request, reply).lenders`), which the portal's screens call too.
 * Every route but login and logout needs a lender user's session (read once per request:
 * lender-session.plugin.ts); an enrolment-only one (password, no TOTP yet) reaches only the
 * enrolment calls. The services enforce the same; this guard keeps a new route closed by default and
 * tells a client to enrol (`mfaEnrolmentRequired`). A state change sent from another site (Fetch
 * Metadata or Origin say so) is refused; the cookie is SameSite=Strict too.
 */
export const lenderPortalRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const origin = new URL(publicUrl).origin;

  app.addHook('onRequest', async (request, reply) => {
    // Answers carry one-time secrets and the lender's business: no browser or proxy keeps them.
    reply.header('cache-control', 'no-store');
    const site = request.headers['sec-fetch-site'];
    const sentOrigin = request.headers.origin;
    const crossSite =
      (typeof site === 'string' && site !== 'same-origin') ||
      (typeof sentOrigin === 'string' && !isSameOrigin(request, origin));
    if (request.method !== 'GET' && request.method !== 'HEAD' && crossSite)
      return reply.status(403).send({ message: 'Cross-site request refused' });
    const url = request.routeOptions.url;
    if (!url) return;
    const route = `${request.method} ${url.replace(/^\/api\/lender-portal/, '')}`;
    if (OPEN.has(route)) return;
    const session = await request.getLenderSession();
    if (!session) return reply.status(401).send({ message: 'Authentication required' });
    if (session.enrolmentOnly && !ENROLMENT.has(route))
      return reply.status(403).send({ message: ENROLMENT_REQUIRED, mfaEnrolmentRequired: true });
  });

  await app.register(lenderAuthRoutes);
  await app.register(portalRoutes);
};
