import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbHandle } from './db/client.ts';
import type { Env } from './env.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loggerOptions } from './lib/logger.ts';
import './lib/zod-messages.ts';
import { dbPlugin } from './plugins/db.ts';
import { cleanInputPlugin } from './plugins/clean-input.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './observability/metrics.plugin.ts';
import type { Tracing } from './observability/tracing.ts';
import { DEFAULT_SHEDDING, eventLoopProbe, loadSheddingPlugin, type PressureProbe } from './plugins/load-shedding.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticSitePlugin } from './plugins/static-site.ts';
import { serverWithFastPath } from './plugins/static-fast-path.ts';
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
import { applicationRoutes } from './modules/applications/applications.routes.ts';
import { secciRoutes } from './modules/applications/secci.routes.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { createAddressProvider } from './modules/verification/address-provider.ts';
import type { LenderPanel } from './modules/lender-panel/lender-panel.types.ts';
import { jobsPlugin } from './jobs/jobs.plugin.ts';
import { lenderPanelPlugin } from './modules/lender-panel/lender-panel.plugin.ts';
import { lenderPanelRoutes } from './modules/lender-panel/lender-panel.routes.ts';
import { rankingRoutes } from './modules/lender-panel/ranking/ranking.routes.ts';
import { scorecardRoutes } from './modules/lender-scorecard/scorecard.routes.ts';
import { applicantRecordPlugin } from './modules/applicant-record/applicant-record.plugin.ts';
import { remarketingPlugin } from './modules/remarketing/remarketing.plugin.ts';
import { retentionPlugin } from './modules/retention/retention.plugin.ts';

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
  /** Run the periodic remarketing and retention ticks (tests call the services directly instead). */
  backgroundJobs?: boolean;
  /**
   * Appended to the lender panel's job queue name. Test files share one PostgreSQL: each uses its
   * own queue, so one file's workers never pick up another file's jobs against its own lenders.
   */
  jobQueueSuffix?: string;
  /** A lender panel to use instead of the configured one (tests of the application flow). */
  lenderPanel?: LenderPanel;
  /** Told of every route as it is registered (sweeps over all routes, e.g. the hostile-input test). */
  onRoute?: (route: RouteOptions) => void;
  /** OpenTelemetry tracing (main.ts starts it when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: Tracing | undefined;
  /** Event-loop pressure read by load shedding; tests pass a fixed one instead of the real probe. */
  pressureProbe?: PressureProbe;
  /** Compress every page and file of the site at boot (main.ts) instead of on its first request. */
  warmSite?: boolean;
};

/** Builds the whole application (plugins + modules, registered by hand). Never listens. */
export async function buildApp(deps: AppDeps) {
  const { env } = deps;
  const clock = deps.clock ?? systemClock;
  const https = env.PUBLIC_URL.startsWith('https://');

  const timeouts = { requestTimeout: 30_000, connectionTimeout: 60_000, keepAliveTimeout: 10_000 };
  // Static hits skip Fastify (decision 015), except under tracing, where every request is a trace.
  const front = deps.tracing ? undefined : serverWithFastPath(timeouts);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL),
    bodyLimit: 100 * 1024,
    ...timeouts,
    ...(front ? { serverFactory: front.serverFactory } : {}),
    // Draining (decision 016): a request on a kept-alive connection is served with
    // `Connection: close`, never refused with 503 or reset.
    return503OnClosing: false,
    trustProxy: env.TRUST_PROXY,
    // Static hits are counted (app.staticMetrics), not logged: two log lines cost more than the hit.
    logController: new LogController({
      disableRequestLogging: (request) => request.routeOptions.config.staticSite === true,
    }),
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
  // A given probe (tests of shedding) always sheds; otherwise the real event loop, unless switched off.
  let probe = deps.pressureProbe;
  if (!probe && env.LOAD_SHEDDING === 'on') {
    const eventLoop = eventLoopProbe();
    app.addHook('onClose', async () => eventLoop.stop());
    probe = eventLoop.probe;
  }
  if (probe) await app.register(loadSheddingPlugin, { ...DEFAULT_SHEDDING, probe });
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

  await app.register(jobsPlugin);
  await app.register(lenderPanelPlugin, { env, clock, panel: deps.lenderPanel, queueSuffix: deps.jobQueueSuffix });
  await app.register(applicantRecordPlugin, { env, clock });

  // The route map: every API module, registered by hand under /api.
  await app.register(
    async (api) => {
      // JSON answers change per request: compressed as they go. The site is compressed once (static-site).
      await api.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
      await api.register(healthRoutes);
      await api.register(lenderPanelRoutes);
      await api.register(adminRoutes, {
        prefix: '/admin',
        clock,
        dataKey: env.DATA_KEY,
        loginCallsPerIp: env.ADMIN_LOGIN_CALLS_PER_IP,
        smtpUrl: env.SMTP_URL,
      });
      await api.register(scorecardRoutes, { prefix: '/admin', clock });
      await api.register(rankingRoutes, { prefix: '/admin', clock });
      await api.register(abTestRoutes, { prefix: '/abtest', clock, onSlotsChanged: activeTests.invalidate });
      await api.register(funnelRoutes, { clock });
      await api.register(analyticsRoutes, { clock, rateLimitScale: env.RATE_LIMIT_SCALE });
      await api.register(contactRoutes, { clock, rateLimitScale: env.RATE_LIMIT_SCALE });
      await api.register(applicationRoutes, { env, clock });
      await api.register(secciRoutes, { clock });
      await api.register(verificationRoutes, {
        addressProvider: createAddressProvider(env),
        clock,
        rateLimitScale: env.RATE_LIMIT_SCALE,
      });
    },
    { prefix: '/api' },
  );

  await app.register(remarketingPlugin, { env, clock, runWorker: deps.backgroundJobs ?? true });
  await app.register(retentionPlugin, { clock, runWorker: deps.backgroundJobs ?? true });

  const siteRoot = deps.siteRoot === undefined ? path.resolve(projectRoot, env.BUILD_DIR, 'client') : deps.siteRoot;
  if (siteRoot) {
    await app.register(staticSitePlugin, {
      root: siteRoot,
      publicUrl: env.PUBLIC_URL,
      https,
      warmUp: deps.warmSite ?? false,
      slots: slotResolver({ db: app.db, clock, activeTests }),
      slotIdle: (slot) => activeTests.peek(slot) === null,
      fastPath: front?.install,
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
