import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DraftView } from '#shared/application/draft-view.ts';
import type { SaveableStep, StepNo } from '#shared/application/step-meta.ts';
import { stepSchemasAt } from '#shared/application/steps.ts';
import type { CommissionRange } from '#shared/commission.ts';
import type { LenderOffer } from '#shared/application/lender-offer.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { LimitDeps } from '#server/lib/request-limits.ts';
import { recordStepSave } from '#server/observability/business-metrics.ts';
import { currentCommissionRange } from '#server/modules/lenders/panel/index.ts';
import { applicationIdOfSession } from '#server/modules/lenders/panel/index.ts';
import type { PanelConfig } from '#server/modules/lenders/directory/index.ts';
import { requestReview, reviewState } from '#server/modules/review-requests/index.ts';
import { enforceSubmitLimits } from './application-limits.ts';
import { getDraft, saveStep, type ApplicationDeps } from './applications.service.ts';
import type { PanelFailed, PanelResult } from './panel-run.ts';
import { contextColumns } from './request-context.ts';
import type { RequestContextColumns } from './step-save.repository.ts';
import { outcomeOfSession, resubmit, submitConsent, submitToPanel, type ConsentResult } from './submit.service.ts';
import { findByOwner } from './applications.repository.ts';
import { recordConsentShown, recordConsentTicked, type ConsentScreen } from './consent-record.ts';
import { STEP_META } from '#shared/application/step-meta.ts';

export type ApplicantServiceDeps = ApplicationDeps & {
  limits: LimitDeps;
  /** The applicant's reads per client IP (decision 113): throws the 429 over it. */
  readLimit: (request: FastifyRequest) => Promise<void>;
  panelConfig: () => PanelConfig | null;
  /** The site build the screens are rendered by, recorded with a consent (decision 138). */
  siteBuild: string;
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
    const currentRange = () => currentCommissionRange(deps.db, deps.panelConfig(), deps.clock.now());
    const consentScreenOf = (commission: CommissionRange | null): ConsentScreen => ({
      commission,
      screen: STEP_META[7].path,
      build: deps.siteBuild,
    });

    return {
      /**
       * A step's shared schema as of the server's clock (the JSON route's own check): what a screen's
       * action checks a posted step with (readForm, decision 130) before saving it.
       */
      stepSchema<N extends StepNo>(step: N): (typeof schemas)[N] {
        return schemas[step];
      },

      /** The session's draft (404 when none), counted against the client IP's reads. */
      async draft(): Promise<DraftView> {
        await deps.readLimit(request);
        return getDraft(deps, await sessionId());
      },

      /**
       * Saves one step's answers, already checked (stepSchema, or the JSON route's schema), to the session's draft,
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

      /**
       * The consent step: records the consents, and what the applicant saw and agreed to for the
       * consent certificate (decision 138), completes the application and starts the lender run
       * (decision 134); `outcome` is known at once when no lender is asked (gate, duplicate).
       */
      async submitConsent(consent: unknown): Promise<ConsentResult> {
        await submitLimits();
        // Read before the consent's transaction (one connection on the embedded database): the
        // texts recorded when the screen's own showing is not on record.
        const screen = consentScreenOf(await currentRange());
        return submitConsent(deps, {
          body: consent,
          ownerSessionId: await sessionId(),
          log: request.log,
          recordConsent: (tx, row, now) =>
            recordConsentTicked(tx, row, {
              now,
              ip: request.ip,
              userAgent: request.headers['user-agent'] ?? '',
              screen,
            }),
        });
      },

      /**
       * The consent step is being shown: the commission range it discloses, and the texts, SECCI
       * hash, screen and build recorded for the session's draft (decision 138). A failed record is
       * logged, not shown: the tick then records the texts without a time shown.
       */
      async showConsent(): Promise<CommissionRange | null> {
        const range = await currentRange();
        const session = await sessionId();
        const row = session ? await findByOwner(deps.db, session) : null;
        if (row?.status === 'draft') {
          await recordConsentShown(deps.db, row, consentScreenOf(range), deps.clock.now()).catch((error: unknown) =>
            request.log.warn({ err: error }, 'consent certificate: recording the consent screen failed'),
          );
        }
        return range;
      },

      /**
       * The no-body submit: starts the run if none has, and answers its outcome (`waiting` while
       * none is known). `wait`: the JSON route's bounded wait, woken by NOTIFY, never a loop of reads.
       */
      async panelOutcome({ wait = false }: { wait?: boolean } = {}): Promise<PanelResult> {
        await submitLimits();
        return submitToPanel(deps, { ownerSessionId: await sessionId(), log: request.log, wait });
      },

      /** The outcome as stored, read once (counted as a read): it never starts anything (decision 134). */
      async outcome(): Promise<PanelResult | PanelFailed> {
        await deps.readLimit(request);
        return outcomeOfSession(deps, await sessionId());
      },

      /** A signed single-use resubmit link: 410 expired or used, 403 bad signature, else as panelOutcome. */
      async resubmit(
        link: { sessionId: string; expires: number; sig: string },
        { wait = false }: { wait?: boolean } = {},
      ): Promise<PanelResult> {
        await submitLimits();
        return resubmit(deps, { ...link, log: request.log, wait });
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
        return currentRange();
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
