import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COOKIE_CONSENT_COOKIE } from '#shared/analytics-events.ts';
import type { Clock } from '#server/lib/clock.ts';
import { analyticsLimits } from './analytics-limits.ts';
import { recordEvent, trackBodySchema } from './analytics.service.ts';

/** Events are small; anything larger is a mistake or abuse (413). */
export const TRACK_BODY_LIMIT = 4 * 1024;

/**
 * POST /api/analytics/track: 204 always for valid input. Events are stored only for visitors
 * whose consent cookie says 'all' (consent enforced on the server, not just in the browser).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ clock: Clock; rateLimitScale?: number }> = async (
  app,
  { clock, rateLimitScale = 1 },
) => {
  // navigator.sendBeacon sends text/plain; the body is still JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TRACK_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/analytics/track',
    {
      bodyLimit: TRACK_BODY_LIMIT,
      schema: {
        body: trackBodySchema,
        response: { 204: z.null().describe('Accepted (stored only with analytics consent)') },
      },
    },
    async (request, reply) => {
      // Without consent nothing is stored; nor for a bot, which gets no session.
      if (request.cookies[COOKIE_CONSENT_COOKIE] !== 'all' || request.isBot()) return reply.status(204).send(null);
      await analyticsLimits({ db: app.db, clock, scale: rateLimitScale }, request);
      const session = await request.ensureVisitorSession(reply);
      await recordEvent(app.db, {
        body: request.body,
        sessionId: session.id,
        userAgent: request.headers['user-agent'],
        now: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
