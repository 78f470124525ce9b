import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from './env.ts';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';
import type { Clock } from './lib/clock.ts';
import { createFieldCipher } from './lib/crypto.ts';
import type { Problem } from './lib/problem.ts';
import { databaseRateLimitStore } from './lib/rate-limit-store.ts';
import { applicantReadLimit, scaledMax, serviceIpLimit } from './lib/request-limits.ts';
import { complaintsServices } from '#server/modules/complaints/index.ts';
import { contactServices } from '#server/modules/contact/index.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { addressServices, type AddressServices } from '#server/modules/verification/index.ts';
import { createAddressProvider } from '#server/modules/verification/index.ts';
import type { SlotResolver } from '#server/modules/ab-tests/index.ts';
import { applicantServices, type ApplicantServices } from '#server/modules/applications/index.ts';
import { recordServices, type RecordServices } from '#server/modules/applicant-record/index.ts';
import { dataRightsServices, type DataRightsServices } from '#server/modules/data-rights/index.ts';
import { remarketingServices, type RemarketingServices } from '#server/modules/remarketing/index.ts';
import { portalServices, type PortalServices } from '#server/modules/lenders/portal/index.ts';
import { dutyForLenders } from '#server/modules/outcomes/index.ts';

export type { RecordView } from '#server/modules/applicant-record/index.ts';
export type { DataRightsServices } from '#server/modules/data-rights/index.ts';
import { siteBuildId } from '#server/modules/consent-certificate/index.ts';

/**
 * The typed services of one request (decision 126): the one way into the domain for the screens'
 * loaders and actions (handed over in React Router's context) and for the JSON routes (thin adapters
 * over the same calls). Built per request with the request's session and address; nothing here
 * speaks HTTP to the project's own API.
 */
export type Services = {
  applications: ApplicantServices;
  contact: ReturnType<ReturnType<typeof contactServices>>;
  complaints: ReturnType<ReturnType<typeof complaintsServices>>;
  addresses: AddressServices;
  /** The applicant's record behind its signed link. */
  records: RecordServices;
  /** A copy of the data and erasure, from the record (UK GDPR Articles 15, 17, 19). */
  dataRights: DataRightsServices;
  /** The reminders' tracked link and unsubscribe. */
  remarketing: RemarketingServices;
  /** The lender portal of the request's lender user (decision 136). */
  lenders: PortalServices;
  /** The panel as the public sees it. */
  panel: {
    /** The lenders of the panel, as /our-lenders lists them (decision 142): the live panel, not a build-time list. */
    onPanel(): Promise<{ name: string; frn: string | null }[]>;
  };
  experiments: {
    /**
     * This visitor's words for an A/B slot of the page (decision 022): their sticky, weighted variant
     * while a test runs on the slot (seeing it counts as an assignment), else null (also when the
     * experiment cannot be read: the screen keeps its own words).
     */
    slotContent(slot: AbSlot): Promise<SlotContent | null>;
  };
  /** What an error a service threw means for the person who asked (status, the contract's body, headers). */
  problemOf(error: unknown): Problem;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** This request's services (one object per request, whoever asks first). */
    services(request: FastifyRequest, reply: FastifyReply): Services;
  }
}

export const servicesPlugin = fp<{ env: Env; clock: Clock; slots: SlotResolver }>(
  async (app, { env, clock, slots }) => {
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

    const built = new WeakMap<FastifyRequest, Services>();
    app.decorate('services', (request: FastifyRequest, reply: FastifyReply): Services => {
      const known = built.get(request);
      if (known) return known;
      const services: Services = {
        applications: applications(request, reply),
        contact: contact(request),
        complaints: complaints(request),
        addresses: addresses(request),
        records: records(),
        dataRights: dataRights(request),
        remarketing: remarketing(request),
        lenders: lenders(request, reply),
        panel: {
          onPanel: async () => {
            const config = app.lenderPanelConfig;
            return config ? app.fcaRegister.checks.publicList(config.jobQueue) : [];
          },
        },
        experiments: {
          async slotContent(slot) {
            try {
              return await slots(request, reply, slot);
            } catch (err) {
              request.log.error({ err, slot }, 'resolving an A/B slot failed: the screen keeps its own words');
              return null;
            }
          },
        },
        problemOf: (error) => app.problemOf(error, request.log),
      };
      built.set(request, services);
      return services;
    });
  },
  {
    name: 'services',
    dependencies: ['errors', 'db', 'session', 'lender-session', 'lender-panel', 'applicant-record', 'data-rights'],
  },
);
