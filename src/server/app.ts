import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
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
import { healthRoutes } from '#server/modules/health/index.ts';
import { adminGuardPlugin } from './plugins/admin-guard.ts';
import { adminRoutes } from '#server/modules/admin/index.ts';
import { abTestRoutes } from '#server/modules/ab-tests/index.ts';
import { slotResolver } from '#server/modules/ab-tests/index.ts';
import { activeSlotCache } from '#server/modules/ab-tests/index.ts';
import { findActiveSlotTest } from '#server/modules/ab-tests/index.ts';
import { funnelRoutes } from '#server/modules/analytics-admin/index.ts';
import { analyticsRoutes } from '#server/modules/analytics/index.ts';
import { contactRoutes } from '#server/modules/contact/index.ts';
import { complaintsPlugin } from '#server/modules/complaints/index.ts';
import { reviewRequestsPlugin } from '#server/modules/review-requests/index.ts';
import { applicationRoutes } from '#server/modules/applications/index.ts';
import { secciRoutes } from '#server/modules/applications/index.ts';
import { verificationRoutes } from '#server/modules/verification/index.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { lenderPanelPlugin } from '#server/modules/lenders/panel/index.ts';
import { lenderPanelRoutes } from '#server/modules/lenders/panel/index.ts';
import { commissionRangeRoutes } from '#server/modules/lenders/panel/index.ts';
import { rankingRoutes } from '#server/modules/lenders/panel/index.ts';
import { lenderInboundRoutes } from '#server/modules/lenders/inbound/index.ts';
import { lenderAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { lenderSecretAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { ledgerAdminRoutes } from '#server/modules/lenders/ledger/index.ts';
import { lenderPortalRoutes } from '#server/modules/lenders/portal/index.ts';
import { lenderSessionPlugin } from '#server/modules/lenders/portal/index.ts';
import { lenderUsersAdminRoutes } from '#server/modules/lenders/portal/index.ts';
import { lenderUsersManageRoutes } from '#server/modules/lenders/portal/index.ts';
import { scorecardRoutes } from '#server/modules/lenders/scorecard/index.ts';
import { applicantRecordPlugin } from '#server/modules/applicant-record/index.ts';
import { dataRightsPlugin } from '#server/modules/data-rights/index.ts';
import { dataRequestsAdminRoutes } from '#server/modules/data-rights/index.ts';
import { remarketingPlugin } from '#server/modules/remarketing/index.ts';
import { retentionPlugin } from '#server/modules/retention/index.ts';
import { fcaRegisterPlugin } from '#server/modules/lenders/directory/index.ts';
import { registerAdminRoutes } from '#server/modules/lenders/directory/index.ts';
import { qualityHoldAdminRoutes } from '#server/modules/review-requests/index.ts';
import { consentCertificatePlugin } from '#server/modules/consent-certificate/index.ts';
import { consentCertificateRoutes } from '#server/modules/consent-certificate/index.ts';
import { dutyPackPlugin, outcomesRoutes, packRoutes } from './modules/outcomes/index.ts';

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

  // The route map: every API module, registered by hand under /api.
  await app.register(
    async (api) => {
      // JSON answers change per request: compressed as they go. The site is compressed once (static-site).
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(healthRoutes);
      await api.register(lenderPanelRoutes);
      await api.register(commissionRangeRoutes);
      await api.register(lenderInboundRoutes, { prefix: '/lenders/v1', clock, dataKey: env.DATA_KEY });
      await api.register(consentCertificateRoutes, { prefix: '/lenders/v1', clock, dataKey: env.DATA_KEY });
      await api.register(adminRoutes, {
        prefix: '/admin',
        clock,
        dataKey: env.DATA_KEY,
        loginCallsPerIp: env.ADMIN_LOGIN_CALLS_PER_IP,
        smtpUrl: env.SMTP_URL,
      });
      await api.register(scorecardRoutes, { prefix: '/admin', clock });
      await api.register(outcomesRoutes, { prefix: '/admin', clock });
      await api.register(packRoutes, { prefix: '/admin', clock });
      await api.register(rankingRoutes, { prefix: '/admin', clock });
      await api.register(ledgerAdminRoutes, { prefix: '/admin', clock });
      await api.register(lenderAdminRoutes, { prefix: '/admin', clock });
      await api.register(registerAdminRoutes, { prefix: '/admin', clock });
      await api.register(lenderSecretAdminRoutes, { prefix: '/admin', clock, dataKey: env.DATA_KEY });
      await api.register(lenderUsersAdminRoutes, { prefix: '/admin', clock, publicUrl: env.PUBLIC_URL });
      await api.register(lenderUsersManageRoutes, { prefix: '/admin', clock });
      await api.register(lenderPortalRoutes, { prefix: '/lender-portal', publicUrl: env.PUBLIC_URL });
      await api.register(abTestRoutes, { prefix: '/abtest', clock, onSlotsChanged: activeTests.invalidate });
      await api.register(funnelRoutes, { clock });
      await api.register(analyticsRoutes, { clock, rateLimitScale: env.RATE_LIMIT_SCALE });
      await api.register(contactRoutes);
      await api.register(complaintsPlugin, { env, clock });
      await api.register(reviewRequestsPlugin, { env, clock });
      await api.register(dataRequestsAdminRoutes, { prefix: '/admin', clock });
      await api.register(qualityHoldAdminRoutes, { prefix: '/admin', clock });
      await api.register(applicationRoutes, { clock });
      await api.register(secciRoutes, { clock });
      await api.register(verificationRoutes);
    },
    { prefix: '/api' },
  );

  const scheduled = { clock, runWorker: deps.backgroundJobs ?? true, queueSuffix: deps.jobQueueSuffix };
  await app.register(remarketingPlugin, { env, ...scheduled });
  await app.register(retentionPlugin, scheduled);
  await app.register(dutyPackPlugin, scheduled);

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
