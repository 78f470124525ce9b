import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { totpCodeBody } from '#shared/admin/account-schemas.ts';
import { errorResponse as fieldErrors, messageResponse as message } from '#shared/api-error-schema.ts';
import { portalLoginBody, portalMe, portalTotpConfirm, portalTotpSetup } from '#shared/lender-portal/portal-schemas.ts';

/**
 * Sign-in of lender users (the admin's rules: password, then a TOTP or recovery code; a one-time
 * password replaced at first use; throttled per account and address), sign-out, who is signed in,
 * and TOTP enrolment: adapters over the portal services (portal.services.ts). The guard
 * (lender-portal.plugin.ts) lets everyone reach login and logout.
 */
export const lenderAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const portal = (request: Parameters<typeof app.services>[0], reply: Parameters<typeof app.services>[1]) =>
    app.services(request, reply).lenders;

  app.post(
    '/login',
    {
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
      const result = await portal(request, reply).login(request.body);
      if (!result.ok) {
        const { ok: _ok, ...body } = result;
        return reply.status(401).send(body);
      }
      return result.me;
    },
  );

  app.post('/logout', { schema: { response: { 204: z.null() } } }, async (request, reply) => {
    await portal(request, reply).logout();
    return reply.status(204).send(null);
  });

  app.get('/me', { schema: { response: { 200: portalMe, 401: message } } }, async (request, reply) =>
    portal(request, reply).me(),
  );

  app.post(
    '/totp/setup',
    { schema: { response: { 200: portalTotpSetup, 403: message, 409: message } } },
    async (request, reply) => portal(request, reply).startTotpSetup(),
  );

  app.post(
    '/totp/confirm',
    { schema: { body: totpCodeBody, response: { 200: portalTotpConfirm, 400: fieldErrors } } },
    async (request, reply) => portal(request, reply).confirmTotp(request.body.code),
  );
};
