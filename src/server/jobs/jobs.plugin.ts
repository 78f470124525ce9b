import fp from 'fastify-plugin';
import type { JobRunner } from './job-runner.ts';
import { createPgBossRunner, type RunnerOptions } from './pg-boss-runner.ts';
import { tracedJobRunner } from './traced-job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs in the app database (pg-boss); one runner per process, shared by modules. */
    jobs: JobRunner;
  }
}

/** Decorates `app.jobs`, started when the app is ready; modules register workers and enqueue jobs. */
export const jobsPlugin = fp<RunnerOptions>(
  async (app, options) => {
    app.decorate(
      'jobs',
      tracedJobRunner(createPgBossRunner(app.dbHandle, app.log, { ...options, logOutage: app.logOutage })),
    );
    // Started with the app (readiness waits for it), in the background: a database down at boot
    // must not stop the app from answering its health checks.
    app.addHook('onReady', async () => void app.jobs.start().catch(() => undefined));
    app.addHook('onClose', () => app.jobs.stop());
  },
  { name: 'jobs', dependencies: ['db', 'errors'] },
);

/** A queue's name in this app: test files sharing one PostgreSQL each add their own suffix. */
export function queueName(base: string, suffix: string | undefined): string {
  return suffix ? `${base}-${suffix}` : base;
}
