import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { Clock } from '#server/lib/clock.ts';
import { login, TOTP_REQUIRED } from './admin-auth.service.ts';
import { adminCookieName, endAdminSession, loadAdminSession, startAdminSession } from './admin-session.ts';
import { findAdminById } from './admin-users.repository.ts';

export type AdminRoutesOptions = { clock: Clock; dataKey: string };

const message = z.object({ message: z.string() });

/** POST /api/admin/login, POST /api/admin/logout, GET /api/admin/check-auth. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const cipher = createFieldCipher(dataKey);
  const cookie = () => ({ now: clock.now(), prefix: app.cookieOptions.prefix, secure: app.cookieOptions.secure });

  app.post(
    '/login',
    {
      schema: {
        body: z.object({
          email: z.string().trim().min(1, 'Required').max(320),
          password: z.string().min(1, 'Required').max(1024),
          totp: z.string().max(16).optional(),
        }),
        response: {
          200: z.object({ success: z.literal(true), email: z.string() }),
          401: z.object({ message: z.string(), mfaRequired: z.boolean().optional() }),
          429: message,
        },
      },
    },
    async (request, reply) => {
      const result = await login({ db: app.db, clock, cipher }, { ...request.body, ip: request.ip });
      if (!result.ok) return reply.status(401).send({ message: TOTP_REQUIRED, mfaRequired: true });
      await startAdminSession(app.db, request, reply, { ...cookie(), adminUserId: result.user.id });
      reply.header('cache-control', 'no-store');
      return { success: true as const, email: result.user.email };
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await endAdminSession(app.db, request, reply, cookie());
    return reply.status(204).send(null);
  });

  app.get(
    '/check-auth',
    { schema: { response: { 200: z.object({ authenticated: z.literal(true), email: z.string() }), 401: message } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await loadAdminSession(app.db, request.cookies[adminCookieName(app.cookieOptions.prefix)], clock.now());
      const user = session ? await findAdminById(app.db, session.adminUserId) : null;
      if (!user) return reply.status(401).send({ message: 'Not authenticated' });
      return { authenticated: true as const, email: user.email };
    },
  );
};
