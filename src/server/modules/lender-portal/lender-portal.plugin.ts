import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { AuthDeps } from '#server/modules/admin/auth/two-factor-sign-in.ts';
import { knownLender } from '#server/modules/lender-admin/known-lenders.ts';
import type { LenderConfig } from '#server/modules/lender-panel/panel-config.ts';
import { isSameOrigin } from '#server/plugins/admin-guard.ts';
import { ENROLMENT_REQUIRED } from '#shared/admin/auth-messages.ts';
import { lenderAuthRoutes } from './lender-auth.routes.ts';
import { lenderCookieName, loadLenderSession, type LenderSession } from './lender-session.ts';
import { portalRoutes } from './portal.routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The lender user's session on a guarded portal route (set by the guard); null elsewhere. */
    lenderSession: LenderSession | null;
  }
}

/** What the portal's routes are given. */
export type PortalDeps = AuthDeps & {
  loginCallsPerIp?: number | undefined;
  publicUrl: string;
  /** The lender's id and name; 401 when the lender is no longer on the panel. */
  lenderOf(id: string): Promise<{ id: string; name: string }>;
  /** The lender as the panel knows it (the file's, or one made in the back office: decision 098); 401 else. */
  lenderConfigOf(id: string): Promise<LenderConfig>;
  /** The guard's session of this request (always set on a guarded route). */
  sessionOf(request: FastifyRequest): LenderSession;
};

const OPEN = new Set(['POST /login', 'POST /logout']);
const ENROLMENT = new Set(['GET /me', 'POST /totp/setup', 'POST /totp/confirm']);

/**
 * The lender portal's API under /api/lender-portal (decision 080). Every route but login and
 * logout needs a lender user's session; an enrolment-only one (password, no TOTP yet) reaches only
 * the enrolment calls. The lender is the session's, never the request's. A state change sent from
 * another site (Fetch Metadata or Origin say so) is refused; the cookie is SameSite=Strict too.
 */
export const lenderPortalRoutes: FastifyPluginAsyncZod<{
  clock: Clock;
  dataKey: string;
  publicUrl: string;
  loginCallsPerIp?: number | undefined;
}> = async (app, { clock, dataKey, publicUrl, loginCallsPerIp }) => {
  const origin = new URL(publicUrl).origin;
  const cookieName = lenderCookieName(app.cookieOptions.prefix);
  const lenderConfigOf = async (id: string): Promise<LenderConfig> => {
    const lender = await knownLender(app.db, app.lenderPanelConfig, id);
    if (!lender) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return lender;
  };
  const deps: PortalDeps = {
    db: app.db,
    clock,
    cipher: createFieldCipher(dataKey),
    loginCallsPerIp,
    publicUrl,
    lenderConfigOf,
    lenderOf: async (id) => {
      const lender = await lenderConfigOf(id);
      return { id: lender.id, name: lender.name };
    },
    sessionOf: (request) => {
      if (!request.lenderSession) throw new AppError('UNAUTHORIZED', 'Authentication required');
      return request.lenderSession;
    },
  };
  app.decorateRequest('lenderSession', null);

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
    const session = await loadLenderSession(app.db, request.cookies[cookieName], clock.now());
    if (!session) return reply.status(401).send({ message: 'Authentication required' });
    if (session.enrolmentOnly && !ENROLMENT.has(route))
      return reply.status(403).send({ message: ENROLMENT_REQUIRED, mfaEnrolmentRequired: true });
    request.lenderSession = session;
  });

  await app.register(lenderAuthRoutes, deps);
  await app.register(portalRoutes, deps);
};
