import { plainOutcome } from '#shared/lender-outcome.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { FieldCipher } from '#server/lib/crypto.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { JobRunner } from '#server/jobs/job-runner.ts';
import { attemptsOf, findApplication, IN_PROGRESS_REASON } from './lender-panel.repository.ts';
import { leadJobHandler, refuseDuplicate, type LeadJob } from './lead-job.ts';
import { announce, createWakeups } from '#server/jobs/wakeups.ts';
import type { OutboundSecrets } from './ping-tree.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/index.ts';
import type { LivePanelSource } from '#server/modules/lenders/directory/index.ts';
import type { ConsentCertificates, ErasureNotices } from './ping-tree-run.ts';
import type { LenderOffer, LenderPanel, PanelOutcome, PanelReferred, PanelWaiting } from './lender-panel.types.ts';
import { findMoreLenders } from './find-more-lenders.ts';
import { outcomeOf, runFailed, WAITING } from './panel-answers.ts';

/** The NOTIFY channel on which a primary run announces the outcome it wrote (payload: the application id). */
export const OUTCOME_CHANNEL = 'application_outcome';

export type LenderPanelDeps = {
  handle: DbHandle;
  runner: JobRunner;
  config: PanelConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How long a caller of `submit` waits for the running job's outcome, woken by NOTIFY (default 25 s). */
  waitMs?: number;
  pollMs?: number;
  /** The stored panel, read at each run (decision 075). */
  live?: LivePanelSource;
  /** Secrets lenders rotated in the portal, to sign with (decision 081); the panel's otherwise. */
  outboundSecrets?: OutboundSecrets | undefined;
  /** Signs each posted lead's consent certificate (decision 138); absent: the post carries none. */
  consentCertificates?: ConsentCertificates | undefined;
  /** Seals each call's bodies for the lenders' exchange log (decision 149); absent: none are kept. */
  cipher?: FieldCipher | undefined;
  /** Tells the lenders of an erasure done while a run went on (decision 152); absent: nobody is told. */
  erasureNotices?: ErasureNotices | undefined;
};

/**
 * The lender panel behind the LenderPanel contract. Each submit becomes one durable job keyed by
 * application and panel: however many callers (retries, resubmit links, several instances) ask,
 * one job runs, and every caller waits for the outcome it stores on the application row.
 */
export async function createLenderPanel(deps: LenderPanelDeps): Promise<LenderPanel> {
  const { handle, runner, config, clock, log } = deps;
  const db = handle.db;
  const waitMs = deps.waitMs ?? 25_000;
  const pollMs = deps.pollMs ?? 100;
  const closing = new AbortController();
  const queue = config.jobQueue;
  const deliver = leadJobHandler({
    db,
    config,
    clock,
    log,
    live: deps.live,
    outboundSecrets: deps.outboundSecrets,
    consentCertificates: deps.consentCertificates,
    cipher: deps.cipher,
    erasureNotices: deps.erasureNotices,
  });

  // The heartbeat (10 s, pg-boss's minimum) hands a crashed process's job to the next runner within
  // seconds; the expiry still bounds a job whose process lives but hangs.
  const wakeups = createWakeups(runner, OUTCOME_CHANNEL);
  // The worker writes the outcome, then its NOTIFY wakes whoever waits for it, on any instance (decision 134).
  const run = async (job: LeadJob, signal: AbortSignal) => {
    await deliver(job, signal);
    if (job.panel === 'primary') await announce(db, OUTCOME_CHANNEL, job.applicationId);
  };
  await runner.work<LeadJob>(queue, (job, { signal }) => run(job, signal), {
    retryLimit: 5,
    retryDelaySeconds: 1,
    expireInSeconds: 120,
    heartbeatSeconds: 10,
    concurrency: 4,
    // A submit's job wakes the workers at once (decision 106); retries come due 1 s apart.
    idlePollSeconds: 1,
  });

  /** The primary outcome stored on the application, or null while none is. */
  async function storedOutcome(applicationId: string): Promise<PanelOutcome | PanelReferred | null> {
    const row = await findApplication(db, applicationId);
    if (row?.status === 'referred') return { status: 'referred' };
    return row?.apiStatus ? outcomeOf(row) : null;
  }
  const primaryKey = (app: { id: string; reviewClearedAt: Date | null }) =>
    `${app.reviewClearedAt ? 'reviewed' : 'primary'}:${app.id}`;

  async function requireApplication(applicationId: string) {
    const app = await findApplication(db, applicationId);
    if (!app) throw new AppError('NOT_FOUND', 'No application data found');
    return app;
  }

  return {
    async submit(applicationId, { wait = true } = {}) {
      const app = await requireApplication(applicationId);
      if (app.apiStatus) return outcomeOf(app);
      // Referred (the gate, a possible duplicate, or the run consent started held it for a quality
      // check before this call read it): the stored referral is the answer, never an error.
      if (app.status === 'referred') return { status: 'referred' };
      if (app.status === 'draft' || !app.consentCreditCheck)
        throw new AppError('CONFLICT', 'The application is not complete yet');
      const cleared = app.reviewClearedAt !== null;
      // The duplicate rule needs no lender: applied before the run is enqueued, so a refused
      // applicant is told at once (decision 134); a person's review set it aside (decision 125).
      const windowDays = (deps.live ? (await deps.live(clock.now())).config : config).duplicateWindowDays;
      if (!cleared && (await refuseDuplicate({ db, clock, log }, app, windowDays)))
        return (await storedOutcome(applicationId)) ?? WAITING;
      // A run after a review changed our rules' decision has a key of its own: the first run's
      // (the duplicate rule's refusal) is done and stays done (decision 125).
      const key = primaryKey(app);
      await runner.enqueue<LeadJob>(queue, key, { applicationId, panel: 'primary' });
      if (!wait) return WAITING;
      // Read now, then once per NOTIFY of this application's outcome; never a loop of reads.
      return wakeups.waitFor<PanelOutcome | PanelReferred | PanelWaiting>(
        applicationId,
        () => storedOutcome(applicationId),
        {
          waitMs,
          signal: closing.signal,
          // The job goes on (here, or in the next runner after a stop or a crash): the caller is told
          // we are still waiting for a lender, never an error (ADR 050), unless the run failed for good.
          onTimeout: async () => {
            // Closing: the runner is stopping too and cannot be asked; the next one takes the job over.
            if (closing.signal.aborted) return WAITING;
            if ((await runner.state(queue, key)) === 'failed') throw runFailed();
            return WAITING;
          },
        },
      );
    },

    async runState(applicationId) {
      const app = await requireApplication(applicationId);
      const state = await runner.state(queue, primaryKey(app));
      if (state === 'failed') return 'failed';
      return state === null || state === 'completed' ? 'none' : 'running';
    },

    submitSecondary: findMoreLenders({ runner, queue, waitMs, pollMs, closing: closing.signal, requireApplication }),

    async offers(applicationId): Promise<LenderOffer[]> {
      const rows = await attemptsOf(db, applicationId);
      return rows.map((row) => {
        // An attempt cut short by a restart shows as an error until the resumed job completes it.
        const outcome = row.latencyMs === null && row.errorReason === IN_PROGRESS_REASON ? 'error' : row.decision;
        // Only the buying lender's commission is disclosed (CONC 4.5.3R); other bids stay private.
        const commission = outcome === 'sold' ? row.price : null;
        const words = plainOutcome({ decision: outcome, errorReason: row.errorReason, price: commission });
        return {
          lenderName: row.lenderName,
          panel: row.panel,
          outcome,
          headline: words.headline,
          detail: words.detail,
          ...(commission !== null ? { commission } : {}),
          attemptedAt: row.attemptedAt.toISOString(),
        };
      });
    },

    async close() {
      closing.abort();
      await wakeups.close();
      await runner.stop();
    },
  };
}
