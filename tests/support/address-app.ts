import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Clock } from '#server/lib/clock.ts';
import { databaseRateLimitStore } from '#server/lib/rate-limit-store.ts';
import { serviceIpLimit } from '#server/lib/request-limits.ts';
import { addressServices } from '#server/modules/verification/address.services.ts';
import type { AddressProvider } from '#server/modules/verification/address.types.ts';
import { verificationRoutes } from '#server/modules/verification/verification.routes.ts';
import { errorsPlugin } from '#server/plugins/errors.ts';
import type { Services } from '#server/services.ts';
import { testDatabase } from './test-app.ts';

/**
 * The address lookup routes alone on a bare Fastify, over the address service with its own provider
 * and per-IP limit (a provider that fails, a limit of two): what buildApp wires, in small.
 */
export async function addressApp(options: { provider: AddressProvider; clock: Clock; max?: number }) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin, { clock: options.clock });
  const { db } = await testDatabase();
  const limit = (what: string) =>
    serviceIpLimit(app, {
      store: databaseRateLimitStore(db, options.clock, `address-test-${what}-${Math.random()}`),
      max: options.max ?? 60,
      windowMs: 60_000,
      words: (wait) => `Too many address lookups from this connection. Please try again in ${wait}.`,
    });
  const addresses = addressServices({
    provider: options.provider,
    limitSearch: await limit('search'),
    limitRetrieve: await limit('retrieve'),
  });
  app.decorate('services', (request) => ({ addresses: addresses(request) }) as unknown as Services);
  await app.register(verificationRoutes, { prefix: '/api' });
  return app;
}
