import fp from 'fastify-plugin';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner } from './pg-boss-runner.ts';
import { tracedJobRunner } from './traced-job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs in the app database (pg-boss); one runner per process, shared by modules. */
    jobs: JobRunner;
  }
}

/** Decorates `app.jobs`; nothing starts until a module registers a worker or enqueues a job. */
export const jobsPlugin = fp(
  async (app) => {
    app.decorate('jobs', tracedJobRunner(createPgBossRunner(app.dbHandle, app.log)));
    app.addHook('onClose', () => app.jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);
