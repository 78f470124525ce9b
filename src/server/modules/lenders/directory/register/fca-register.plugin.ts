import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '#server/env.ts';
import { queueName } from '#server/jobs/jobs.plugin.ts';
import type { Clock } from '#server/lib/clock.ts';
import { createMailer } from '#server/modules/messaging/index.ts';
import { fcaRegisterClient } from './fca-register-client.ts';
import { registerChecks, type RegisterChecks } from './register-checks.ts';
import { startSandboxRegister, type SandboxRegister } from './sandbox-register.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lenders' checks against the FCA Register (decision 142); `sandbox` when FCA_REGISTER=sandbox. */
    fcaRegister: { checks: RegisterChecks; sandbox: SandboxRegister | null };
  }
}

/** Daily at 05:30 UTC (05:30 or 06:30 in London), before the day's leads: one run across every instance. */
export const REGISTER_CHECK_CRON = '30 5 * * *';

/**
 * One daily run: every lender of the panel with an FRN and no answer for today is looked up. A
 * lender the register did not answer for is tried again (the job fails, pg-boss retries it), and
 * never suspended for it.
 */
export async function runDailyRegisterCheck(app: FastifyInstance, now: Date) {
  const config = app.lenderPanelConfig;
  if (!config) return null;
  const report = await app.fcaRegister.checks.checkAll(config.jobQueue, now);
  app.log.info({ report }, 'FCA Register daily check');
  if (report.failed > 0) throw new Error(`FCA Register: ${report.failed} lender(s) not checked, retrying`);
  return report;
}

/**
 * The FCA Register client (the sandbox register on loopback unless FCA_REGISTER is the API's URL;
 * production refuses the sandbox, production-check.ts) and the daily check of every lender of the
 * panel, a pg-boss schedule. The ping path asks it before each run (lender-panel.plugin.ts).
 */
export const fcaRegisterPlugin = fp<{ env: Env; clock: Clock; runWorker: boolean; queueSuffix?: string | undefined }>(
  async (app, { env, clock, runWorker, queueSuffix }) => {
    const sandbox = env.FCA_REGISTER === 'sandbox' ? await startSandboxRegister() : null;
    const client = fcaRegisterClient({
      baseUrl: sandbox?.baseUrl ?? env.FCA_REGISTER,
      email: env.FCA_REGISTER_EMAIL,
      key: env.FCA_REGISTER_KEY,
      // The ping path waits for it at a lender's first lead of the day: short, and retried later.
      timeoutMs: 3_000,
    });
    const mailer = createMailer(env.SMTP_URL, app.db);
    const checks = registerChecks({
      db: app.db,
      client,
      log: app.log,
      mailer,
      publicUrl: env.PUBLIC_URL,
      requireFrn: sandbox === null,
    });
    app.decorate('fcaRegister', { checks, sandbox });
    app.addHook('onClose', async () => {
      await mailer.close();
      await sandbox?.close();
    });
    if (!runWorker) return;
    await app.jobs.schedule(
      queueName('fca-register-check', queueSuffix),
      REGISTER_CHECK_CRON,
      async () => void (await runDailyRegisterCheck(app, clock.now())),
      { concurrency: 1, retryLimit: 5, retryDelaySeconds: 600, expireInSeconds: 10 * 60, idlePollSeconds: 30 },
    );
  },
  { name: 'fca-register', dependencies: ['db', 'jobs'] },
);
