import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Clock } from '#server/lib/clock.ts';
import { limitNewSession } from '#server/lib/request-limits.ts';
import { createSession, findSession, touchSession, type SessionRow } from '#server/lib/sessions.ts';

export const VISITOR_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const TOUCH_EVERY_MS = 60_000;

export type VisitorSession = Pick<SessionRow, 'id' | 'data' | 'createdAt'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's server session, or null when the browser has none (nothing is created). */
    getVisitorSession(): Promise<VisitorSession | null>;
    /**
     * The visitor's server session, created (and the cookie set) when absent. Every new session
     * counts against the client IP's SESSION_CREATION_LIMIT, whoever asks for it (a step save, an
     * experiment, analytics): over it this throws the 429 (issue 26.2).
     */
    ensureVisitorSession(reply: FastifyReply): Promise<VisitorSession>;
    /**
     * A client that says it is a bot (search-engine crawlers, link previews, scripts: `isbot` on
     * its User-Agent). Bots get no session from a page view, an experiment or analytics.
     */
    isBot(): boolean;
  }
  interface FastifyInstance {
    cookieOptions: { secure: boolean; prefix: string };
  }
}

/**
 * Anonymous applicant sessions: opaque random token in an httpOnly SameSite=Lax cookie
 * (`__Host-` and Secure when served over https), state in the sessions table.
 */
export const sessionPlugin = fp<{ secret: string; https: boolean; clock: Clock; rateLimitScale: number }>(
  async (app, { secret, https, clock, rateLimitScale }) => {
    await app.register(cookie, { secret });
    const cookieName = `${https ? '__Host-' : ''}sid`;
    app.decorate('cookieOptions', { secure: https, prefix: https ? '__Host-' : '' });

    const cache = new WeakMap<FastifyRequest, VisitorSession | null>();

    async function load(request: FastifyRequest): Promise<VisitorSession | null> {
      if (cache.has(request)) return cache.get(request) ?? null;
      const token = request.cookies[cookieName];
      const now = clock.now();
      const row = token ? await findSession(app.db, token, 'visitor', now) : null;
      if (row && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await touchSession(app.db, row.id, now, new Date(now.getTime() + VISITOR_SESSION_TTL_MS));
      }
      const session = row ? { id: row.id, data: row.data, createdAt: row.createdAt } : null;
      cache.set(request, session);
      return session;
    }

    app.decorateRequest('getVisitorSession', function (this: FastifyRequest) {
      return load(this);
    });
    app.decorateRequest('isBot', function (this: FastifyRequest) {
      return isbot(this.headers['user-agent']);
    });
    app.decorateRequest('ensureVisitorSession', async function (this: FastifyRequest, reply: FastifyReply) {
      const existing = await load(this);
      if (existing) return existing;
      await limitNewSession({ db: app.db, clock, scale: rateLimitScale }, this.ip);
      const { token, session } = await createSession(app.db, {
        kind: 'visitor',
        now: clock.now(),
        ttlMs: VISITOR_SESSION_TTL_MS,
      });
      reply.setCookie(cookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        maxAge: VISITOR_SESSION_TTL_MS / 1000,
      });
      const created = { id: session.id, data: session.data, createdAt: session.createdAt };
      cache.set(this, created);
      return created;
    });
  },
  { name: 'session', dependencies: ['db'] },
);
