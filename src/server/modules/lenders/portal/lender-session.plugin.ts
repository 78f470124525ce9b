import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '#server/lib/clock.ts';
import { lenderCookieName, loadLenderSession, type LenderSession } from './lender-session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The lender user's portal session of this request, or null (decision 136): read once per request
     * whoever asks first (the portal API's guard, the portal services of a screen's loaders), its
     * idle expiry slid once. A sign-in or sign-out in the request replaces it.
     */
    getLenderSession(): Promise<LenderSession | null>;
    /** What a sign-in, an enrolment or a sign-out made of the session, for the rest of the request. */
    setLenderSession(session: LenderSession | null): void;
  }
}

export const lenderSessionPlugin = fp<{ clock: Clock }>(
  async (app, { clock }) => {
    const cookieName = lenderCookieName(app.cookieOptions.prefix);
    // The promise, not the value: a layout's and a page's loaders run side by side and share one read.
    const known = new WeakMap<FastifyRequest, Promise<LenderSession | null>>();
    app.decorateRequest('getLenderSession', function (this: FastifyRequest) {
      let session = known.get(this);
      if (!session) {
        session = loadLenderSession(app.db, this.cookies[cookieName], clock.now());
        known.set(this, session);
      }
      return session;
    });
    app.decorateRequest('setLenderSession', function (this: FastifyRequest, session: LenderSession | null) {
      known.set(this, Promise.resolve(session));
    });
  },
  { name: 'lender-session', dependencies: ['db', 'session'] },
);
