import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import type { AdminRoutesOptions } from '../admin-routes-options.ts';
import { requireRecentAuth, type AdminSession } from '#server/modules/auth/index.ts';
import {
  addAdmin,
  adminSummaries,
  changePassword,
  resetTotp,
  setDisabled,
  unlockAdminTotp,
} from './admin-users.service.ts';
import {
  addAdminBody,
  addAdminResponse,
  adminUsersResponse,
  changePasswordBody,
  successResponse,
} from '#shared/admin/account-schemas.ts';

const idParams = z.object({ id: z.uuid('Not a valid admin id') });
const done = successResponse;

/**
 * Admin accounts: list, add (one-time password), disable/enable, reset TOTP, and the signed-in
 * admin's own password change. Creating, resetting TOTP and re-enabling need a recent re-authentication.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, { clock, dataKey, smtpUrl }) => {
  const mailer = createMailer(smtpUrl, app.db);
  app.addHook('onClose', () => mailer.close());
  const deps = { db: app.db, clock, cipher: createFieldCipher(dataKey), mailer };
  const actor = (session: AdminSession | null): AdminSession => {
    if (!session) throw new AppError('UNAUTHORIZED', 'Authentication required');
    return session;
  };

  app.get(
    '/users',
    {
      schema: {
        response: {
          200: adminUsersResponse,
        },
      },
    },
    async () => ({ admins: await adminSummaries(deps) }),
  );

  app.post(
    '/users',
    {
      schema: {
        body: addAdminBody,
        response: { 201: addAdminResponse },
      },
    },
    async (request, reply) => {
      const session = requireRecentAuth(request.admin, clock.now());
      return reply.status(201).send(await addAdmin(deps, session, request.body.email));
    },
  );

  app.post('/users/:id/disable', { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await setDisabled(deps, actor(request.admin), request.params.id, true);
    return { success: true as const };
  });

  app.post('/users/:id/enable', { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await setDisabled(deps, requireRecentAuth(request.admin, clock.now()), request.params.id, false);
    return { success: true as const };
  });

  // Wrong codes reached the daily ceiling (issue 26.5): another admin lets the codes work again.
  app.post('/users/:id/unlock-totp', { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await unlockAdminTotp(deps, requireRecentAuth(request.admin, clock.now()), request.params.id);
    return { success: true as const };
  });

  app.post('/users/:id/reset-totp', { schema: { params: idParams, response: { 200: done } } }, async (request) => {
    await resetTotp(deps, requireRecentAuth(request.admin, clock.now()), request.params.id);
    return { success: true as const };
  });

  app.post(
    '/password',
    {
      schema: {
        body: changePasswordBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await changePassword(deps, actor(request.admin), { ...request.body, ip: request.ip });
      return { success: true as const };
    },
  );
};
