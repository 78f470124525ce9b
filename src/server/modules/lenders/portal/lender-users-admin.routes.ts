import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error.ts';
import type { Clock } from '#server/lib/clock.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { knownLender } from '#server/modules/lenders/directory/index.ts';
import { addLenderUserBody, addLenderUserResponse } from '#shared/admin/lender-users-schemas.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { provisionLenderUser } from './provision.ts';

/**
 * POST /api/admin/lenders/:id/users (under /api/admin: the admin guard enforces the session): a
 * user for a lender on the panel, with a one-time password shown once and the portal's address.
 */
export const lenderUsersAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock; publicUrl: string }> = async (
  app,
  { clock, publicUrl },
) => {
  app.post(
    '/lenders/:id/users',
    {
      schema: {
        params: z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'Not a lender id') }),
        body: addLenderUserBody,
        response: {
          201: addLenderUserResponse,
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const lender = await knownLender(app.db, app.lenderPanelConfig, request.params.id);
      if (!lender) throw new AppError('NOT_FOUND', 'No lender with this id in the panel');
      const now = clock.now();
      const user = await provisionLenderUser(app.db, { lenderId: lender.id, email: request.body.email, now });
      await recordAudit(app.db, {
        adminUserId: request.admin?.adminUserId ?? null,
        action: 'lender_user.create',
        details: { lenderId: lender.id, lenderUserId: user.id },
        now,
      });
      return reply.status(201).send({
        ...user,
        expiresAt: user.expiresAt.toISOString(),
        signInUrl: `${new URL(publicUrl).origin}/lenders/login`,
      });
    },
  );
};
