import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOOKUP_FAILED } from './address.services.ts';
import { isUkMobile } from './phone.ts';
import { errorResponse } from '#shared/api-error-schema.ts';

const failure = z.object({ success: z.literal(false), message: z.string() });
// A 400 is either this route's own answer or the app's validation error (too long a postcode).
const badRequest = z.union([failure, errorResponse]);
const addressItem = z.object({ Id: z.string(), Text: z.string(), Description: z.string(), Type: z.string() });
const retrieved = z.object({
  Line1: z.string(),
  Line2: z.string(),
  City: z.string(),
  PostalCode: z.string(),
  County: z.string().optional(),
  SubBuilding: z.string().optional(),
  BuildingName: z.string().optional(),
  BuildingNumber: z.string().optional(),
  Street: z.string().optional(),
});

const LOOKUP_UNAVAILABLE = 'Address lookup is unavailable just now. Please enter your address manually.';

/**
 * Address lookup (Loqate Find/Retrieve shapes), thin adapters over the address service (decision
 * 126, which counts the per-IP lookup limits), and the advisory UK mobile check.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/validation/address/search',
    {
      schema: {
        querystring: z.object({ postcode: z.string().max(32).optional(), containerId: z.string().max(256).optional() }),
        response: {
          200: z.object({ success: z.literal(true), addresses: z.array(addressItem) }),
          400: badRequest,
          502: failure,
        },
      },
    },
    async (request, reply) => {
      const postcode = request.query.postcode?.trim() ?? '';
      const containerId = request.query.containerId?.trim() || undefined;
      if (!postcode && !containerId)
        return reply.status(400).send({ success: false as const, message: 'Postcode required' });
      const addresses = await app.services(request, reply).addresses.find({ postcode, containerId });
      if (addresses === LOOKUP_FAILED)
        return reply.status(502).send({ success: false as const, message: LOOKUP_UNAVAILABLE });
      return { success: true as const, addresses };
    },
  );

  app.get(
    '/validation/address/retrieve',
    {
      schema: {
        querystring: z.object({ id: z.string().trim().min(1, 'Required').max(256) }),
        response: {
          200: z.object({ success: z.literal(true), address: retrieved }),
          400: badRequest,
          404: failure,
          502: failure,
        },
      },
    },
    async (request, reply) => {
      const address = await app.services(request, reply).addresses.retrieve(request.query.id);
      if (address === LOOKUP_FAILED)
        return reply.status(502).send({ success: false as const, message: LOOKUP_UNAVAILABLE });
      if (!address) return reply.status(404).send({ success: false as const, message: 'Address not found' });
      return { success: true as const, address };
    },
  );

  app.post(
    '/validation/phone',
    {
      schema: {
        body: z.object({ phone: z.string({ error: 'Required' }).max(32, 'String must contain at most 32 characters') }),
        response: { 200: z.object({ success: z.literal(true), valid: z.boolean() }) },
      },
    },
    async (request) => ({ success: true as const, valid: isUkMobile(request.body.phone) }),
  );
};
