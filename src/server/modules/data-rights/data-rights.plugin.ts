import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createFieldCipher } from '#server/lib/crypto.ts';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import { downloadRoutes } from './download.routes.ts';
import { eraseAtRetention, eraseOnRequest } from './erasure.service.ts';
import { ERASURE_QUEUE, ERASURE_QUEUE_OPTIONS, erasureJobHandler, type ErasureJob } from './erasure-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The queue of lender erasure notices (tests drive its handler). */
    dataRights: {
      erasureQueue: string;
      deliverErasure: (job: ErasureJob) => Promise<void>;
      /**
       * After an erasure done elsewhere (the back office's Erase): records it as an erasure request
       * and tells every lender that received the full lead, as the applicant's own erasure does.
       */
      tellLenders: (applicationId: string, erasedAt: Date) => Promise<void>;
      /** The retention purge's erasure of an expired application: the lenders are told too (decision 103). */
      eraseAtRetention: (applicationId: string, now: Date) => Promise<void>;
    };
  }
}

/**
 * Data rights from the applicant's record (UK GDPR Articles 15, 17 and 19): a copy after an
 * emailed code, erasure after a confirmation, and the durable job that tells every lender that
 * received the full lead until each acknowledges (docs/lender-protocol.md#erasure).
 */
export const dataRightsPlugin = fp<{ env: Env; clock: Clock; queueSuffix?: string | undefined }>(
  async (app, { env, clock, queueSuffix }) => {
    const erasureQueue = queueName(ERASURE_QUEUE, queueSuffix);
    const handler = erasureJobHandler({
      db: app.db,
      clock,
      config: () => app.lenderPanelConfig,
      lenderOf: (lenderId, now) => app.outboundLender(lenderId, now),
    });
    const deps = { db: app.db, jobs: app.jobs, queue: erasureQueue };
    app.decorate('dataRights', {
      erasureQueue,
      deliverErasure: (job: ErasureJob) => handler(job),
      async tellLenders(applicationId: string, erasedAt: Date) {
        await eraseOnRequest(deps, { id: applicationId, erasedAt }, clock.now(), 'back-office');
      },
      eraseAtRetention: (applicationId: string, now: Date) => eraseAtRetention(deps, applicationId, now),
    });
    await app.jobs.work<ErasureJob>(erasureQueue, (job, { signal }) => handler(job, signal), ERASURE_QUEUE_OPTIONS);
    // The pages (a copy of the data, erasure) are the record's screens (src/web/routes/record-*.tsx).
    await app.register(downloadRoutes, {
      clock,
      sessionSecret: env.SESSION_SECRET,
      cipher: createFieldCipher(env.DATA_KEY),
    });
  },
  { name: 'data-rights', dependencies: ['db', 'jobs', 'lender-panel'] },
);
