import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { apiRoutes } from './api-routes.ts';
import { systemClock } from './lib/clock.ts';
import { serverLogging } from './lib/logger.ts';
import './lib/zod-messages.ts';
import { dbPlugin } from './plugins/db.ts';
import { cleanInputPlugin } from './plugins/clean-input.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './observability/metrics.plugin.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { loadServerBuild, reactRouterPlugin } from './plugins/react-router.ts';
import { servicesPlugin } from './services.ts';
import { adminGuardPlugin } from './plugins/admin-guard.ts';
import { slotResolver } from '#server/modules/ab-tests/index.ts';
import { activeSlotCache } from '#server/modules/ab-tests/index.ts';
import { findActiveSlotTest } from '#server/modules/ab-tests/index.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { lenderPanelPlugin } from '#server/modules/lenders/panel/index.ts';
import { lenderSessionPlugin } from '#server/modules/lenders/portal/index.ts';
import { applicantRecordPlugin } from '#server/modules/applicant-record/index.ts';
import { dataRightsPlugin } from '#server/modules/data-rights/index.ts';
import { remarketingPlugin } from '#server/modules/remarketing/index.ts';
import { retentionPlugin } from '#server/modules/retention/index.ts';
import { fcaRegisterPlugin } from '#server/modules/lenders/directory/index.ts';
import { consentCertificatePlugin } from '#server/modules/consent-certificate/index.ts';
import { dutyFactsPlugin, dutyPackPlugin } from './modules/outcomes/index.ts';

export type { AppDeps } from './app-deps.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds the whole application (plugins + modules, registered by hand). Never listens. */
export async function buildApp(deps: AppDeps) {
  const { env } = deps;
  const clock = deps.clock ?? systemClock;
  const https = env.PUBLIC_URL.startsWith('https://');
  const logging = serverLogging(env, deps.logger, process.stdout.isTTY);

  const app = Fastify({
    ...logging.options,
    bodyLimit: 100 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 10_000,
    // Draining (decision 016): a request on a kept-alive connection is served with
    // `Connection: close`, never refused with 503 or reset.
    return503OnClosing: false,
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  // First, so that every route and hook registered after it is traced.
  if (deps.tracing) await app.register(deps.tracing.instrumentation.plugin());

  await app.register(errorsPlugin, { clock });
  await app.register(lifecyclePlugin);
  await app.register(cleanInputPlugin);
  await app.register(openApiPlugin, { production: env.NODE_ENV === 'production' });
  // A given probe (tests of shedding) always applies; otherwise the real event loop, unless switched off.
  if (deps.pressureProbe || env.LOAD_SHEDDING === 'on')
    await app.register(loadSheddingPlugin, { probe: deps.pressureProbe });
  await app.register(dbPlugin, { handle: deps.db, closeOnShutdown: deps.closeDbOnShutdown ?? false });
  await app.register(metricsPlugin, { token: env.METRICS_TOKEN });
  await app.register(securityPlugin, { https });
  await app.register(sessionPlugin, {
    secret: env.keys.cookieSecret,
    https,
    clock,
    rateLimitScale: env.RATE_LIMIT_SCALE,
  });
  await app.register(adminGuardPlugin, { clock, publicUrl: env.PUBLIC_URL });
  await app.register(lenderSessionPlugin, { clock });

  // Read by every home page and /apply shell: kept in memory, forgotten on each admin change
  // (timed on the app's clock, so a test's manual clock never expires it behind its back).
  const activeTests = activeSlotCache((slot) => findActiveSlotTest(app.db, slot), {
    now: () => clock.now().getTime(),
  });

  // The A/B slots of the rendered screens and the prerendered pages (decision 022).
  const slots = slotResolver({ db: app.db, clock, activeTests, logOutage: app.logOutage });

  await app.register(jobsPlugin, { cron: deps.backgroundJobs ?? true, clock: deps.jobClock });
  await app.register(fcaRegisterPlugin, {
    env,
    clock,
    runWorker: deps.backgroundJobs ?? true,
    queueSuffix: deps.jobQueueSuffix,
  });
  await app.register(consentCertificatePlugin, { env, clock });
  await app.register(lenderPanelPlugin, {
    env,
    clock,
    panel: deps.lenderPanel,
    queueSuffix: deps.jobQueueSuffix,
    waitMs: deps.lenderPanelWaitMs,
  });
  await app.register(applicantRecordPlugin, { env, clock });
  await app.register(dataRightsPlugin, { env, clock, queueSuffix: deps.jobQueueSuffix });
  // The one way into the domain for the screens and the JSON routes (decision 126).
  await app.register(servicesPlugin, { env, clock, slots });

  // The route map (api-routes.ts): every API module, registered by hand under /api.
  await app.register(apiRoutes, { prefix: '/api', env, clock, onSlotsChanged: activeTests.invalidate });

  const scheduled = { clock, runWorker: deps.backgroundJobs ?? true, queueSuffix: deps.jobQueueSuffix };
  await app.register(remarketingPlugin, { env, ...scheduled });
  await app.register(retentionPlugin, scheduled);
  await app.register(dutyPackPlugin, scheduled);
  await app.register(dutyFactsPlugin, scheduled);

  const siteRoot = deps.siteRoot === undefined ? path.resolve(projectRoot, env.BUILD_DIR, 'client') : deps.siteRoot;
  if (siteRoot) {
    await app.register(reactRouterPlugin, {
      build: await loadServerBuild(path.resolve(siteRoot, '../server/index.js')),
      publicUrl: env.PUBLIC_URL,
      https,
      prefixes: ['/apply', '/admin', '/lenders', '/record', '/unsubscribe', '/r', '/our-lenders'],
      formPages: ['/complaints', '/contact'],
    });
    await app.register(staticSitePlugin, {
      root: siteRoot,
      publicUrl: env.PUBLIC_URL,
      https,
      slots,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
