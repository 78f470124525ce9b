import type { FastifyInstance } from 'fastify';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import { createFieldCipher } from './lib/crypto.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { applicantReadLimit, scaledMax, serviceIpLimit } from './lib/request-limits.ts';
import { complaintsServices } from '#server/modules/complaints/index.ts';
import { contactServices } from '#server/modules/contact/index.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { addressServices } from '#server/modules/verification/index.ts';
import { createAddressProvider } from '#server/modules/verification/index.ts';
import { applicantServices } from '#server/modules/applications/index.ts';
import { recordServices } from '#server/modules/applicant-record/index.ts';
import { dataRightsServices } from '#server/modules/data-rights/index.ts';
import { remarketingServices } from '#server/modules/remarketing/index.ts';
import { portalServices } from '#server/modules/lenders/portal/index.ts';
import { dutyForLenders } from '#server/modules/outcomes/index.ts';
import { siteBuildId } from '#server/modules/consent-certificate/index.ts';

/**
 * Each module's services built once for the app with what they depend on (the database, the clock,
 * the mailer, the per-IP limits counted in the database): servicesPlugin (services.ts) hands each
 * request its own from these.
 */
export async function serviceFactories(app: FastifyInstance, { env, clock }: { env: Env; clock: Clock }) {
  const readLimit = await applicantReadLimit(app, env.RATE_LIMIT_SCALE);
  const applications = applicantServices({
    db: app.db,
    cipher: createFieldCipher(env.DATA_KEY),
    clock,
    env,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    panel: app.lenderPanel,
    // Read at call time: the remarketing plugin registers after the services.
    onResubmitted: async (applicationId, at) =>
      (app as Partial<typeof app>).remarketing?.markResubmitted(applicationId, at),
    recordUrl: (publicId) => app.applicantRecord.urlFor(publicId),
    onSubmitted: (publicId) => app.applicantRecord.sendConfirmation(publicId),
    limits: { db: app.db, clock, scale: env.RATE_LIMIT_SCALE },
    readLimit,
    panelConfig: () => app.lenderPanelConfig,
    siteBuild: siteBuildId(env.BUILD_DIR),
  });

  // Per client IP, counted in the database (every instance, across restarts): a bot flood, not a person.
  const fifteenMinutes = 15 * 60 * 1000;
  const perIp = (namespace: string, words: (wait: string) => string) =>
    serviceIpLimit(app, {
      store: databaseRateLimitStore(app.db, clock, namespace),
      max: scaledMax(10, env.RATE_LIMIT_SCALE),
      windowMs: fifteenMinutes,
      words,
    });
  const contact = contactServices({
    db: app.db,
    clock,
    limit: await perIp(
      'contact',
      (wait) => `Too many messages from this connection. Please try again in ${wait}, or call us.`,
    ),
  });
  const mailer = createMailer(env.SMTP_URL, app.db);
  app.addHook('onClose', async () => mailer.close());
  const complaints = complaintsServices({
    db: app.db,
    clock,
    mailer,
    limit: await perIp(
      'complaints',
      (wait) => `Too many complaints from this connection. Please try again in ${wait}, or call us.`,
    ),
  });

  // Each address lookup is paid for: a person needs a few, counted per client IP (search, retrieve).
  const lookups = (what: string) =>
    serviceIpLimit(app, {
      store: databaseRateLimitStore(app.db, clock, `address-lookup:${what}`),
      max: scaledMax(60, env.RATE_LIMIT_SCALE),
      windowMs: 10 * 60 * 1000,
      words: (wait) =>
        `Too many address lookups from this connection. Please try again in ${wait} or enter your address manually.`,
    });
  const addresses = addressServices({
    provider: createAddressProvider(env),
    limitSearch: await lookups('search'),
    limitRetrieve: await lookups('retrieve'),
  });

  const records = recordServices({ db: app.db, sessionSecret: env.SESSION_SECRET });
  const dataRights = dataRightsServices({
    db: app.db,
    clock,
    mailer,
    sessionSecret: env.SESSION_SECRET,
    erasure: () => ({ db: app.db, jobs: app.jobs, queue: app.dataRights.erasureQueue }),
  });
  const remarketing = remarketingServices({
    db: app.db,
    clock,
    sessionSecret: env.SESSION_SECRET,
    linkLifeMs: env.REMARKETING_LINK_DAYS * 86_400_000,
  });
  // The lender portal's sign-in, per client IP in the database (the admin sign-in's allowance).
  const lenders = portalServices({
    db: app.db,
    clock,
    cipher: createFieldCipher(env.DATA_KEY),
    loginLimit: await serviceIpLimit(app, {
      store: databaseRateLimitStore(app.db, clock, 'lender-login'),
      max: env.ADMIN_LOGIN_CALLS_PER_IP,
      windowMs: fifteenMinutes,
      words: (wait) => `Too many sign-in attempts from this connection. Please try again in ${wait}.`,
    }),
    panelConfig: () => app.lenderPanelConfig,
    outboundLender: () => app.outboundLender,
    cookie: () => app.cookieOptions,
    duty: dutyForLenders(app.db),
  });

  return { applications, contact, complaints, addresses, records, dataRights, remarketing, lenders };
}
