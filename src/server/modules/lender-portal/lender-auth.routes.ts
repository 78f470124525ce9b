import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totpCodeBody } from '#shared/admin/account-schemas.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { LOGIN_CALLS_PER_IP } from '#server/modules/admin/admin-routes-options.ts';
import { signIn } from '#server/modules/admin/auth/two-factor-sign-in.ts';
import { errorResponse as fieldErrors, messageResponse as message } from '#shared/api-error-schema.ts';
import { portalLoginBody, portalMe, portalTotpConfirm, portalTotpSetup } from '#shared/lender-portal/portal-schemas.ts';
import { lenderAccounts } from './lender-accounts.ts';
import type { PortalDeps } from './lender-portal.plugin.ts';
import { endLenderSession, startLenderSession } from './lender-session.ts';
import { confirmLenderTotp, startLenderTotpSetup } from './lender-totp.service.ts';

/**
 * Sign-in of lender users (the admin's rules: password, then a TOTP or recovery code; a one-time
 * password replaced at first use; throttled per account and address), sign-out, who is signed in,
 * and TOTP enrolment. The guard (lender-portal.plugin.ts) lets everyone reach login and logout.
 */
export const lenderAuthRoutes: FastifyPluginAsyncZod<PortalDeps> = async (app, deps) => {
  const { clock } = deps;
  const cookie = () => ({ now: clock.now(), prefix: app.cookieOptions.prefix, secure: app.cookieOptions.secure });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, clock, 'lender-login'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many sign-in attempts from this connection. Please try again in ${context.after}.`,
    }),
  });
  const limited = { rateLimit: { max: deps.loginCallsPerIp ?? LOGIN_CALLS_PER_IP, timeWindow: 15 * 60 * 1000 } };

  app.post(
    '/login',
    {
      config: limited,
      schema: {
        body: portalLoginBody,
        response: {
          200: portalMe,
          400: fieldErrors,
          401: message.extend({ mfaRequired: z.boolean().optional(), passwordChangeRequired: z.boolean().optional() }),
          429: message,
        },
      },
    },
    async (request, reply) => {
      const result = await signIn(lenderAccounts, deps, { ...request.body, ip: request.ip });
      if (!result.ok)
        return reply
          .status(401)
          .send(
            'passwordChangeRequired' in result
              ? { message: result.message, passwordChangeRequired: true }
              : { message: result.message, mfaRequired: true },
          );
      const lender = await deps.lenderOf(result.user.lenderId);
      await startLenderSession(app.db, request, reply, {
        ...cookie(),
        user: result.user,
        enrolmentOnly: result.enrolmentOnly,
      });
      return { email: result.user.email, lender, mfaEnrolmentRequired: result.enrolmentOnly };
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await endLenderSession(app.db, request, reply, cookie());
    return reply.status(204).send(null);
  });

  app.get('/me', { schema: { response: { 200: portalMe, 401: message } } }, async (request) => {
    const session = deps.sessionOf(request);
    return {
      email: session.email,
      lender: await deps.lenderOf(session.lenderId),
      mfaEnrolmentRequired: session.enrolmentOnly,
    };
  });

  app.post('/totp/setup', { schema: { response: { 200: portalTotpSetup, 403: message, 409: message } } }, (request) =>
    startLenderTotpSetup(deps, deps.sessionOf(request)),
  );

  app.post(
    '/totp/confirm',
    {
      schema: {
        body: totpCodeBody,
        response: { 200: portalTotpConfirm, 400: fieldErrors },
      },
    },
    async (request, reply) => {
      const enrolled = await confirmLenderTotp(deps, deps.sessionOf(request), request.body.code);
      // A new session id for the new privilege level: the enrolment-only token stops working.
      await startLenderSession(app.db, request, reply, { ...cookie(), user: enrolled.user, enrolmentOnly: false });
      return { enabled: true as const, recoveryCodes: enrolled.recoveryCodes };
    },
  );
};
