import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import { requireRecentAuth } from '#server/modules/auth/index.ts';
import { successResponse } from '#shared/admin/account-schemas.ts';
import {
  lenderParams,
  lenderUserParams,
  lenderUsersResponse,
  resetLenderUserResponse,
} from '#shared/admin/lender-users-schemas.ts';
import { errorResponse as errorBody, messageResponse as message } from '#shared/api-error-schema.ts';
import { lenderUserSummaries, resetLenderUser, setLenderUserAccess } from './lender-users-manage.service.ts';

/**
 * The back office's "Portal users" of a lender (decision 099), under /api/admin (the admin guard
 * enforces the session): list, disable, enable, reset. As for admin accounts, disabling needs only
 * the session (stopping someone must be quick), enabling and resetting a recent re-authentication
 * (they let someone in). Every user is looked up under the URL's lender: another lender's is a 404,
 * and so is the list of a lender the panel does not know.
 */
export const lenderUsersManageRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const params = lenderUserParams;
  const target = (p: { id: string; userId: string }) => ({ lenderId: p.id, lenderUserId: p.userId });
  // 401 and 403 are the guard's and re-authentication's own bodies (the guard's 403 adds
  // mfaEnrolmentRequired): not declared, so the serialiser does not strip them.
  const errors = { 400: errorBody, 404: message };

  app.get(
    '/lenders/:id/users',
    { schema: { params: lenderParams, response: { 200: lenderUsersResponse, ...errors } } },
    async (request) => {
      if (!(await knownLender(app.db, app.lenderPanelConfig, request.params.id)))
        throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
      return { users: await lenderUserSummaries(app.db, request.params.id) };
    },
  );

  app.post(
    '/lenders/:id/users/:userId/disable',
    { schema: { params, response: { 200: successResponse, ...errors } } },
    async (request) => {
      const deps = { db: app.db, now: clock.now(), adminUserId: request.admin?.adminUserId ?? null };
      await setLenderUserAccess(deps, target(request.params), true);
      return { success: true as const };
    },
  );

  app.post(
    '/lenders/:id/users/:userId/enable',
    { schema: { params, response: { 200: successResponse, ...errors } } },
    async (request) => {
      const now = clock.now();
      const admin = requireRecentAuth(request.admin, now);
      await setLenderUserAccess({ db: app.db, now, adminUserId: admin.adminUserId }, target(request.params), false);
      return { success: true as const };
    },
  );

  app.post(
    '/lenders/:id/users/:userId/reset',
    { schema: { params, response: { 200: resetLenderUserResponse, ...errors } } },
    async (request) => {
      const now = clock.now();
      const admin = requireRecentAuth(request.admin, now);
      return resetLenderUser({ db: app.db, now, adminUserId: admin.adminUserId }, target(request.params));
    },
  );
};
