import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { brokerSigner, publishedKeys, type BrokerSigner } from './broker-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The broker's Ed25519 signer of consent certificates (BROKER_SIGNING_KEY, decision 138). */
    brokerSigner: BrokerSigner;
  }
}

/**
 * Decorates `app.brokerSigner` and publishes the broker's public keys at
 * GET /.well-known/broker-keys.json: every key ever used, so a lender or an auditor verifies a
 * certificate offline, before and after a rotation.
 */
export const consentCertificatePlugin = fp<{ env: Env; clock: Clock }>(
  async (app, { env, clock }) => {
    const signer = brokerSigner(app.db, env.BROKER_SIGNING_KEY, () => clock.now());
    app.decorate('brokerSigner', signer);
    app.get(
      '/.well-known/broker-keys.json',
      {
        schema: {
          hide: true,
        },
      },
      async (_request, reply) => {
        const keys = await publishedKeys(app.db, signer);
        return reply.header('cache-control', 'public, max-age=300').send({ keys });
      },
    );
  },
  { name: 'consent-certificate', dependencies: ['db'] },
);
