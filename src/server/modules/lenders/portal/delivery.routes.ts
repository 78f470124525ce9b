import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse as errorBody } from '#shared/api-error-schema.ts';
import { deliveryBody, deliveryPauseBody, deliveryView } from '#shared/lender-portal/delivery-schemas.ts';

/**
 * The lender's own delivery settings (issue 43.1, decision 147) under /api/lender-portal/delivery:
 * adapters over the portal services, which the Delivery screen calls too.
 */
export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const answers = { 200: deliveryView, 400: errorBody, 404: errorBody, 409: errorBody };
  app.get('/delivery', { schema: { response: { 200: deliveryView, 404: errorBody } } }, async (request, reply) =>
    app.services(request, reply).lenders.delivery(),
  );

  app.put('/delivery', { schema: { body: deliveryBody, response: answers } }, async (request, reply) =>
    app.services(request, reply).lenders.setDelivery(request.body),
  );

  app.post('/delivery/pause', { schema: { body: deliveryPauseBody, response: answers } }, async (request, reply) =>
    app.services(request, reply).lenders.pauseDelivery(request.body),
  );
};
