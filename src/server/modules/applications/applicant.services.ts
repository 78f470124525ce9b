import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DraftView } from '#shared/application/draft-view.ts';
import type { SaveableStep, StepNo } from '#shared/application/step-meta.ts';
import { stepSchemasAt } from '#shared/application/steps.ts';
import type { CommissionRange } from '#shared/commission.ts';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { LimitDeps } from '#server/lib/request-limits.ts';
import { recordStepSave } from '#server/observability/business-metrics.ts';
import { currentCommissionRange } from '#server/modules/lender-panel/commission-range.ts';
import { applicationIdOfSession } from '#server/modules/lender-panel/lender-panel.repository.ts';
import type { PanelConfig } from '#server/modules/lender-panel/panel-config.ts';
import { requestReview, reviewState } from '#server/modules/review-requests/review-requests.service.ts';
import { enforceSubmitLimits } from './application-limits.ts';
import { getDraft, saveStep, type ApplicationDeps } from './applications.service.ts';
import type { PanelResult } from './panel-run.ts';
import { contextColumns } from './request-context.ts';
import type { RequestContextColumns } from './step-save.repository.ts';
import { resubmit, submitConsent, submitToPanel, type SubmitResult } from './submit.service.ts';

export type StepCheck =
  { ok: true; answers: Record<string, unknown> } | { ok: false; issues: { path: string; message: string }[] };

export type ApplicantServiceDeps = ApplicationDeps & {
  limits: LimitDeps;
  /** The applicant's reads per client IP (decision 113): throws the 429 over it. */
  readLimit: (request: FastifyRequest) => Promise<void>;
  panelConfig: () => PanelConfig | null;
};

/**
 * The applicant's application, for one request: what the screens' loaders and actions and the JSON
 * routes both call (decision 126). The visitor's session is the request's (the session plugin reads
 * it once per request); limits are counted here, whoever asks. Every failure is an AppError (or a
 * database error) that `problemOf` reads.
 */
export function applicantServices(deps: ApplicantServiceDeps) {
  const schemas = stepSchemasAt(() => deps.clock.now());
  return (request: FastifyRequest, reply: FastifyReply) => {
    const sessionId = async () => (await request.getVisitorSession())?.id;
    const applicationId = async (): Promise<string> => {
      const session = await sessionId();
      const id = session ? await applicationIdOfSession(deps.db, session) : null;
      if (!id) throw new AppError('NOT_FOUND', 'No application data found');
      return id;
    };
    const submitLimits = async () => enforceSubmitLimits(deps.limits, request.ip, await sessionId());

    return {
      /**
       * A step's posted values checked with its shared schema as of the server's clock (the JSON
       * route's own check): the answers to save, or each problem with its field's path.
       */
      checkStep(step: StepNo, values: Record<string, unknown>): StepCheck {
        const result = schemas[step].safeParse(values);
        if (result.success) return { ok: true, answers: result.data };
        return { ok: false, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) };
      },

      /** The session's draft (404 when none), counted against the client IP's reads. */
      async draft(): Promise<DraftView> {
        await deps.readLimit(request);
        return getDraft(deps, await sessionId());
      },

      /**
       * Saves one step's answers, already checked (checkStep, or the JSON route's schema), to the session's draft,
       * creating the draft (and the session, counted against the IP) on the first save.
       */
      async saveStep(step: SaveableStep, answers: Record<string, unknown>, context?: RequestContextColumns) {
        const input = {
          step,
          answers,
          context:
            context ?? contextColumns({ body: undefined, userAgent: request.headers['user-agent'], ip: request.ip }),
        };
        // The visitor's session as the session plugin found it (its expiry slid), or a new one, counted
        // against the client IP (a first save, or an expired cookie).
        const session = await request.ensureVisitorSession(reply);
        await saveStep(deps, { ...input, sessionId: session.id });
        recordStepSave(step);
      },

      /** The consent step: records the consents and completes the application. */
      async submitConsent(consent: unknown): Promise<SubmitResult> {
        await submitLimits();
        return submitConsent(deps, { body: consent, ownerSessionId: await sessionId() });
      },

      /** The lender run's outcome for the session's application (`waiting` while none is known yet). */
      async panelOutcome(): Promise<PanelResult> {
        await submitLimits();
        return submitToPanel(deps, { ownerSessionId: await sessionId(), log: request.log });
      },

      /** A signed single-use resubmit link: 410 expired or used, 403 bad signature, else as panelOutcome. */
      async resubmit(link: { sessionId: string; expires: number; sig: string }): Promise<PanelResult> {
        await submitLimits();
        return resubmit(deps, { ...link, log: request.log });
      },

      /** 'Find More Lenders': the secondary panel, for the session's application. */
      async findMoreLenders(): Promise<{ success: boolean; redirectUrl?: string }> {
        return deps.panel.submitSecondary(await applicationId());
      },

      /** Every lender asked about the session's application, in plain words, counted as a read. */
      async offers(): Promise<LenderOffer[]> {
        await deps.readLimit(request);
        return deps.panel.offers(await applicationId());
      },

      /** The commission the panel's lenders pay us, disclosed before consent (CONC 4.5.3R). */
      async commissionRange(): Promise<CommissionRange | null> {
        return currentCommissionRange(deps.db, deps.panelConfig(), deps.clock.now());
      },

      /** Whether a person may be asked to review our rules' decision, counted as a read. */
      async reviewState() {
        await deps.readLimit(request);
        const session = await sessionId();
        return reviewState(deps.db, session ? { ownerSessionId: session } : null);
      },

      /** Opens a human review of our rules' decision (the same reference when asked again). */
      async requestReview(message: string | undefined) {
        const session = await sessionId();
        return requestReview(deps.db, {
          by: session ? { ownerSessionId: session } : null,
          message,
          now: deps.clock.now(),
        });
      },
    };
  };
}

export type ApplicantServices = ReturnType<ReturnType<typeof applicantServices>>;
