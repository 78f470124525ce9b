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
import { reactRouterPlugin } from './plugins/react-router.ts';
import { servicesPlugin } from './services.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { adminGuardPlugin } from './plugins/admin-guard.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { abTestRoutes } from './modules/ab-tests/ab-tests.routes.ts';
import { slotResolver } from './modules/ab-tests/ab-slots.service.ts';
import { activeSlotCache } from './modules/ab-tests/active-slot-cache.ts';
import { findActiveSlotTest } from './modules/ab-tests/ab-visitors.repository.ts';
import { funnelRoutes } from './modules/analytics-admin/funnel.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { complaintsPlugin } from './modules/complaints/complaints.plugin.ts';
import { reviewRequestsPlugin } from './modules/review-requests/review-requests.plugin.ts';
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { secciRoutes } from './modules/applications/secci.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { lenderPanelPlugin } from './modules/lender-panel/lender-panel.plugin.ts';
import { lenderPanelRoutes } from './modules/lender-panel/lender-panel.routes.ts';
import { commissionRangeRoutes } from './modules/lender-panel/commission-range.ts';
import { rankingRoutes } from './modules/lender-panel/ranking/ranking.routes.ts';
import { lenderInboundRoutes } from './modules/lender-inbound/lender-inbound.routes.ts';
import { lenderAdminRoutes } from './modules/lender-admin/lender-admin.routes.ts';
import { lenderSecretAdminRoutes } from './modules/lender-admin/lender-secret.routes.ts';
import { ledgerAdminRoutes } from './modules/ledger/ledger-admin.routes.ts';
import { lenderPortalRoutes } from './modules/lender-portal/lender-portal.plugin.ts';
import { lenderUsersAdminRoutes } from './modules/lender-portal/lender-users-admin.routes.ts';
import { lenderUsersManageRoutes } from './modules/lender-portal/lender-users-manage.routes.ts';
import { scorecardRoutes } from './modules/lender-scorecard/scorecard.routes.ts';
import { applicantRecordPlugin } from './modules/applicant-record/applicant-record.plugin.ts';
import { dataRightsPlugin } from './modules/data-rights/data-rights.plugin.ts';
import { dataRequestsAdminRoutes } from './modules/data-rights/data-requests-admin.routes.ts';
import { remarketingPlugin } from './modules/remarketing/remarketing.plugin.ts';
import { retentionPlugin } from './modules/retention/retention.plugin.ts';

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

  // Read by every home page and /apply shell: kept in memory, forgotten on each admin change
  // (timed on the app's clock, so a test's manual clock never expires it behind its back).
  const activeTests = activeSlotCache((slot) => findActiveSlotTest(app.db, slot), {
    now: () => clock.now().getTime(),
  });

  // The A/B slots of the rendered screens and the prerendered pages (decision 022).
  const slots = slotResolver({ db: app.db, clock, activeTests, logOutage: app.logOutage });

  await app.register(jobsPlugin, { cron: deps.backgroundJobs ?? true, clock: deps.jobClock });
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
      await api.register(adminRoutes, {
        prefix: '/admin',
        clock,
        dataKey: env.DATA_KEY,
        loginCallsPerIp: env.ADMIN_LOGIN_CALLS_PER_IP,
        smtpUrl: env.SMTP_URL,
      });
      await api.register(scorecardRoutes, { prefix: '/admin', clock });
      await api.register(rankingRoutes, { prefix: '/admin', clock });
      await api.register(ledgerAdminRoutes, { prefix: '/admin', clock });
      await api.register(lenderAdminRoutes, { prefix: '/admin', clock });
      await api.register(lenderSecretAdminRoutes, { prefix: '/admin', clock, dataKey: env.DATA_KEY });
      await api.register(lenderUsersAdminRoutes, { prefix: '/admin', clock, publicUrl: env.PUBLIC_URL });
      await api.register(lenderUsersManageRoutes, { prefix: '/admin', clock });
      await api.register(lenderPortalRoutes, {
        prefix: '/lender-portal',
        clock,
        dataKey: env.DATA_KEY,
        publicUrl: env.PUBLIC_URL,
        loginCallsPerIp: env.ADMIN_LOGIN_CALLS_PER_IP,
      });
      await api.register(abTestRoutes, { prefix: '/abtest', clock, onSlotsChanged: activeTests.invalidate });
      await api.register(funnelRoutes, { clock });
      await api.register(analyticsRoutes, { clock, rateLimitScale: env.RATE_LIMIT_SCALE });
      await api.register(contactRoutes);
      await api.register(complaintsPlugin, { env, clock });
      await api.register(reviewRequestsPlugin, { env, clock });
      await api.register(dataRequestsAdminRoutes, { prefix: '/admin', clock });
      await api.register(applicationRoutes, { clock });
      await api.register(secciRoutes, { clock });
      await api.register(verificationRoutes);
    },
    { prefix: '/api' },
  );

  const scheduled = { clock, runWorker: deps.backgroundJobs ?? true, queueSuffix: deps.jobQueueSuffix };
  await app.register(remarketingPlugin, { env, ...scheduled });
  await app.register(retentionPlugin, scheduled);

  const siteRoot = deps.siteRoot === undefined ? path.resolve(projectRoot, env.BUILD_DIR, 'client') : deps.siteRoot;
  if (siteRoot) {
    await app.register(reactRouterPlugin, {
      serverBuild: path.resolve(siteRoot, '../server/index.js'),
      publicUrl: env.PUBLIC_URL,
      https,
      prefixes: ['/apply', '/admin', '/lenders'],
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
