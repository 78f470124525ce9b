import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponse } from '#shared/admin/account-schemas.ts';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  portalAddUserAnswer,
  portalAddUserBody,
  portalUserParams,
  portalUsers,
} from '#shared/lender-portal/portal-schemas.ts';

/**
 * A lender's admins manage its portal users (issue 43.1): list, add (a one-time password shown once,
 * then TOTP enrolment as for every user), disable and enable. Adapters over the portal services,
 * which refuse a user who is not its lender's admin (403).
 */
export const portalUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
  app.get('/users', { schema: { response: { 200: portalUsers, 403: errorBody } } }, async (request, reply) =>
    app.services(request, reply).lenders.users(),
  );

  app.post(
    '/users',
    { schema: { body: portalAddUserBody, response: { 201: portalAddUserAnswer, ...errors } } },
    async (request, reply) => reply.status(201).send(await app.services(request, reply).lenders.addUser(request.body)),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const)
    app.post(
      `/users/:userId/${action}`,
      { schema: { params: portalUserParams, response: { 200: successResponse, ...errors } } },
      async (request, reply) => {
        await app.services(request, reply).lenders.setUserDisabled(request.params.userId, disabled);
        return { success: true as const };
      },
    );
};
