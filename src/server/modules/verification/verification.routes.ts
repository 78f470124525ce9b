import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '#server/lib/clock.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { scaledMax } from '#server/lib/request-limits.ts';
import type { AddressProvider } from './address.types.ts';
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

export type VerificationRoutesOptions = {
  addressProvider: AddressProvider;
  clock: Clock;
  /** Address lookups per client IP per window: each Loqate lookup is paid for, a person needs a few. */
  lookupLimit?: { max: number; timeWindowMs: number };
  /** RATE_LIMIT_SCALE: multiplies the per-IP maximum. */
  rateLimitScale?: number;
};

/** Address lookup (Loqate Find/Retrieve shapes) and the advisory UK mobile check. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { addressProvider, clock, lookupLimit, rateLimitScale = 1 },
) => {
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: shared by every instance, kept across restarts. If the database
    // is down the lookup still answers (the applicant can go on typing the address by hand).
    store: databaseRateLimitStore(app.db, clock, 'address-lookup'),
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message:
        `Too many address lookups from this connection. Please try again in ` +
        `${context.after} or enter your address manually.`,
    }),
  });
  const limited = {
    rateLimit: {
      max: scaledMax(lookupLimit?.max ?? 60, rateLimitScale),
      timeWindow: lookupLimit?.timeWindowMs ?? 10 * 60 * 1000,
    },
  };

  app.get(
    '/validation/address/search',
    {
      config: limited,
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
      try {
        const addresses = await addressProvider.find({ text: postcode, containerId });
        return { success: true as const, addresses };
      } catch (error) {
        // The message names the provider failure only; the postcode is not logged.
        request.log.warn(
          { provider: addressProvider.name, reason: error instanceof Error ? error.message : 'unknown' },
          'address search failed',
        );
        return reply.status(502).send({ success: false as const, message: LOOKUP_UNAVAILABLE });
      }
    },
  );

  app.get(
    '/validation/address/retrieve',
    {
      config: limited,
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
      try {
        const address = await addressProvider.retrieve(request.query.id);
        if (!address) return reply.status(404).send({ success: false as const, message: 'Address not found' });
        return { success: true as const, address };
      } catch (error) {
        request.log.warn(
          { provider: addressProvider.name, reason: error instanceof Error ? error.message : 'unknown' },
          'address retrieve failed',
        );
        return reply.status(502).send({ success: false as const, message: LOOKUP_UNAVAILABLE });
      }
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
