import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import {
  portalRotateAnswer,
  portalRotateBody,
  portalSecretStatus,
  portalTestLeadAnswer,
} from '#shared/lender-portal/portal-schemas.ts';

/**
 * The lender's shared secret (decision 081): when it was last rotated, and a rotation (a fresh
 * code from the user's authenticator first), the new secret shown once; and test leads (082).
 * Adapters over the portal services.
 */
export const secretRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/secret', { schema: { response: { 200: portalSecretStatus } } }, async (request, reply) =>
    app.services(request, reply).lenders.secretStatus(),
  );

  app.post(
    '/secret/rotate',
    { schema: { body: portalRotateBody, response: { 200: portalRotateAnswer, 400: errorBody, 429: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.rotateSecret(request.body.totp),
  );

  app.post(
    '/test-lead',
    { schema: { response: { 200: portalTestLeadAnswer, 429: errorBody, 503: errorBody } } },
    async (request, reply) => app.services(request, reply).lenders.sendTestLead(),
  );
};
