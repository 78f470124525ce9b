import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from './env.ts';
import type { AbSlot, SlotContent } from '#shared/admin/ab-slots.ts';
import type { Clock } from './lib/clock.ts';
import type { Problem } from './lib/problem.ts';
import { serviceFactories } from './service-factories.ts';
import type { complaintsServices } from '#server/modules/complaints/index.ts';
import type { contactServices } from '#server/modules/contact/index.ts';
import type { AddressServices } from '#server/modules/verification/index.ts';
import type { SlotResolver } from '#server/modules/ab-tests/index.ts';
import type { ApplicantServices } from '#server/modules/applications/index.ts';
import type { RecordServices } from '#server/modules/applicant-record/index.ts';
import type { DataRightsServices } from '#server/modules/data-rights/index.ts';
import type { RemarketingServices } from '#server/modules/remarketing/index.ts';
import type { PortalServices } from '#server/modules/lenders/portal/index.ts';

export type { RecordView } from '#server/modules/applicant-record/index.ts';
export type { DataRightsServices } from '#server/modules/data-rights/index.ts';

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
    const { applications, contact, complaints, addresses, records, dataRights, remarketing, lenders } =
      await serviceFactories(app, { env, clock });

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
