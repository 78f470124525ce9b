import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { LenderPanel } from './modules/lender-panel/lender-panel.types.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppDeps = {
  env: Env;
  db: DbHandle;
  /** Close the database with the app (main.ts); tests share one database and keep it open. */
  closeDbOnShutdown?: boolean;
  clock?: Clock;
  /** Built site to serve; null serves only the API (unit-level API tests). */
  siteRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** A lender panel to use instead of the configured one (tests of the application flow). */
  lenderPanel?: LenderPanel;
};

/** Builds the whole application (plugins + modules, registered by hand). Never listens. */
export async function buildApp(deps: AppDeps) {
  const { env } = deps;
  const clock = deps.clock ?? systemClock;
  const https = env.PUBLIC_URL.startsWith('https://');

  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: 100 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { handle: deps.db, closeOnShutdown: deps.closeDbOnShutdown ?? false });
  await app.register(securityPlugin, { https });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(sessionPlugin, { secret: env.SESSION_SECRET, https, clock });

  if (deps.lenderPanel) app.decorate('lenderPanel', deps.lenderPanel);

  // The route map: every API module, registered by hand under /api.
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  const siteRoot = deps.siteRoot === undefined ? path.resolve(projectRoot, env.BUILD_DIR, 'client') : deps.siteRoot;
  if (siteRoot) {
    await app.register(staticSitePlugin, { root: siteRoot, publicUrl: env.PUBLIC_URL, https });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
