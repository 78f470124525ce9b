import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createFieldCipher } from '#server/lib/crypto.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { startAdminSession } from '#server/modules/auth/index.ts';
import { confirmTotp, regenerateRecoveryCodes, startTotpSetup, totpStatus } from './admin-totp.service.ts';
import {
  recoveryCodesResponse,
  totpConfirmResponse,
  totpSetupResponse,
  totpStatusResponse,
  totpCodeBody,
} from '#shared/admin/account-schemas.ts';

/**
 * Two-factor enrolment of the signed-in admin (GET status, POST setup, POST confirm, callable by
 * an enrolment-only session) and the regeneration of its recovery codes.
 */
export const adminTotpRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey }) => {
  const deps = { db: app.db, clock, cipher: createFieldCipher(dataKey) };

  app.get(
    '/totp',
    {
      schema: {
        response: { 200: totpStatusResponse },
      },
    },
    async (request) => totpStatus(deps, request.admin),
  );

  app.post('/totp/setup', { schema: { response: { 200: totpSetupResponse } } }, async (request) =>
    startTotpSetup(deps, request.admin),
  );

  app.post(
    '/totp/confirm',
    {
      schema: {
        body: totpCodeBody,
        response: { 200: totpConfirmResponse },
      },
    },
    async (request, reply) => {
      const enrolled = await confirmTotp(deps, request.admin, request.body.code);
      // A new session id for the new privilege level: the enrolment-only token stops working.
      const { prefix, secure } = app.cookieOptions;
      await startAdminSession(app.db, request, reply, {
        adminUserId: enrolled.adminUserId,
        now: enrolled.now,
        prefix,
        secure,
        enrolmentOnly: false,
        authAt: enrolled.now,
      });
      return { enabled: true as const, recoveryCodes: enrolled.recoveryCodes };
    },
  );

  app.post('/totp/recovery-codes', { schema: { response: { 200: recoveryCodesResponse } } }, async (request) =>
    regenerateRecoveryCodes(deps, request.admin),
  );
};
