import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { AppError } from '#server/lib/app-error.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  createLenderBody,
  LENDER_ID_PATTERN,
  lenderHistoryResponse,
  lenderItem,
  lendersResponse,
  updateLenderBody,
} from '#shared/admin/lender-schemas.ts';
import { createLender, listLenders, updateLender } from './lender-admin.service.ts';
import { lenderHistory } from './lender-history.repository.ts';

const lenderParams = z.object({ lenderId: z.string().regex(LENDER_ID_PATTERN, 'Not a lender id') });

/**
 * The back office's lender editor (under /api/admin: the admin guard enforces the session and the
 * same origin): the panel's lenders as stored, a new lender, an edit, and each lender's changes.
 */
export const lenderAdminRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  const deps = () => {
    const config = app.lenderPanelConfig;
    if (!config) throw new AppError('NOT_FOUND', 'No lender panel is configured');
    return { db: app.db, config };
  };

  app.get('/lenders/settings', { schema: { response: { 200: lendersResponse, 404: errorBody } } }, async () => ({
    lenders: await listLenders(deps()),
  }));

  app.post(
    '/lenders/settings',
    {
      schema: { body: createLenderBody, response: { 201: lenderItem, 400: errorBody, 404: errorBody, 409: errorBody } },
    },
    async (request, reply) =>
      reply.status(201).send(
        await createLender(deps(), {
          body: request.body,
          adminUserId: request.admin?.adminUserId ?? null,
          now: clock.now(),
        }),
      ),
  );

  app.put(
    '/lenders/settings/:lenderId',
    {
      schema: {
        params: lenderParams,
        body: updateLenderBody,
        response: { 200: lenderItem, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      updateLender(deps(), {
        lenderId: request.params.lenderId,
        body: request.body,
        adminUserId: request.admin?.adminUserId ?? null,
        now: clock.now(),
      }),
  );

  app.get(
    '/lenders/settings/:lenderId/history',
    { schema: { params: lenderParams, response: { 200: lenderHistoryResponse, 400: errorBody, 404: errorBody } } },
    async (request) => ({ changes: await lenderHistory(app.db, deps().config.jobQueue, request.params.lenderId) }),
  );
};
