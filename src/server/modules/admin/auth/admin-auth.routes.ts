import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { type AdminRoutesOptions } from '../admin-routes-options.ts';
import { LOGIN_CALLS_PER_IP } from '#server/modules/auth/index.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { login, reauthenticateSession, sessionAdmin } from './admin-auth.service.ts';
import { adminCookieName, endAdminSession, startAdminSession } from '#server/modules/auth/index.ts';
import { errorResponse as fieldErrors, messageResponse as message } from '#shared/api-error-schema.ts';
import {
  adminLoginBody,
  checkAuthResponse,
  loginResponse,
  reauthBody,
  successResponse,
} from '#shared/admin/account-schemas.ts';

/** POST /api/admin/login, /logout, /reauth and GET /api/admin/check-auth. */
export const adminAuthRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { clock, dataKey, loginCallsPerIp, smtpUrl },
) => {
  const LOGIN_RATE = { rateLimit: { max: loginCallsPerIp ?? LOGIN_CALLS_PER_IP, timeWindow: 15 * 60 * 1000 } };
  const cipher = createFieldCipher(dataKey);
  const mailer = createMailer(smtpUrl, app.db);
  app.addHook('onClose', () => mailer.close());
  const deps = { db: app.db, clock, cipher, mailer };
  const cookie = () => ({ now: clock.now(), prefix: app.cookieOptions.prefix, secure: app.cookieOptions.secure });

  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, clock, 'admin-login'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many sign-in attempts from this connection. Please try again in ${context.after}.`,
    }),
  });

  app.post(
    '/login',
    {
      config: LOGIN_RATE,
      schema: {
        body: adminLoginBody,
        response: {
          200: loginResponse,
          400: fieldErrors,
          401: message.extend({ mfaRequired: z.boolean().optional(), passwordChangeRequired: z.boolean().optional() }),
          429: message,
        },
      },
    },
    async (request, reply) => {
      const result = await login(deps, { ...request.body, ip: request.ip });
      if (!result.ok)
        return reply
          .status(401)
          .send(
            'passwordChangeRequired' in result
              ? { message: result.message, passwordChangeRequired: true }
              : { message: result.message, mfaRequired: true },
          );
      const now = clock.now();
      await startAdminSession(app.db, request, reply, {
        ...cookie(),
        adminUserId: result.user.id,
        enrolmentOnly: result.enrolmentOnly,
        authAt: now,
      });
      return { success: true as const, email: result.user.email, mfaEnrolmentRequired: result.enrolmentOnly };
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await endAdminSession(app.db, request, reply, cookie());
    return reply.status(204).send(null);
  });

  app.get(
    '/check-auth',
    {
      schema: {
        response: {
          200: checkAuthResponse,
          401: message,
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[adminCookieName(app.cookieOptions.prefix)];
      const admin = await sessionAdmin(app.db, token, clock.now());
      if (!admin) return reply.status(401).send({ message: 'Not authenticated' });
      return {
        authenticated: true as const,
        email: admin.email,
        ...(admin.enrolmentOnly ? { mfaEnrolmentRequired: true as const } : {}),
      };
    },
  );

  /** Password and code again, for the sensitive changes that need a recent authentication. */
  app.post(
    '/reauth',
    {
      config: LOGIN_RATE,
      schema: {
        body: reauthBody,
        response: { 200: successResponse, 400: fieldErrors, 429: message },
      },
    },
    async (request) => {
      await reauthenticateSession(deps, request.admin, { ...request.body, ip: request.ip });
      return { success: true as const };
    },
  );
};
