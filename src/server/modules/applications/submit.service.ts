import { CONSENT_WORDING_VERSION, step7Schema } from '#shared/application/steps.ts';
import { ANALYTICS_EVENTS } from '#shared/analytics-events.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordGateReferral, recordSubmission } from '#server/observability/business-metrics.ts';
import {
  assertSubmitted,
  readOutcome,
  runPanel,
  type ErrorLog,
  type PanelFailed,
  type PanelResult,
} from './panel-run.ts';
import { sha256Hex } from '#server/lib/crypto.ts';
import {
  claimResubmitLink,
  findByOwner,
  findByPublicId,
  markConsented,
  markReferred,
  releaseResubmitLink,
} from './applications.repository.ts';
import { STEP_META } from '#shared/application/step-meta.ts';
import { insertEvent } from '#server/modules/analytics/index.ts';
import type { ApplicationDeps } from './applications.service.ts';
import type { Executor } from '#server/db/client.ts';
import type { ApplicationRow } from '#server/modules/lenders/panel/index.ts';
import { gateReasonOf } from './affordability-gate.ts';
import { checkResubmitLink } from '#server/lib/resubmit-link.ts';
import { convertSlotAssignments } from '#server/modules/ab-tests/index.ts';
import { fieldErrors, incompleteSteps } from './step-fields.ts';

export type SubmitResult = { success: true; message: string };
/** The consent's answer, with what the screens need to go on: the outcome when one is known at once. */
export type ConsentResult = SubmitResult & { outcome: PanelResult };

const NO_APPLICATION = 'No application found for this session. Please start your application again.';

/**
 * Consent submit: validates step 7 and that the stored steps 1-6 are complete and valid, records
 * the consents with their time and wording version, moves the draft to processing, then starts the
 * lender run (decision 134): the gate and the duplicate rule first, whose outcome is known at once,
 * else one job, enqueued once per application. A retry after success changes nothing, and starts
 * the run only if the first post could not (one job per application, whoever asks).
 */
export async function submitConsent(
  deps: ApplicationDeps,
  input: {
    body: unknown;
    ownerSessionId: string | undefined;
    log: ErrorLog;
    /** Records what the applicant agreed to (the consent certificate, decision 138), in the consent transaction. */
    recordConsent?: (tx: Executor, row: ApplicationRow, now: Date) => Promise<void>;
  },
): Promise<ConsentResult> {
  const consent = step7Schema.safeParse(input.body);
  if (!consent.success) throw new AppError('BAD_REQUEST', 'Validation failed', { errors: fieldErrors(consent.error) });
  const row = input.ownerSessionId ? await findByOwner(deps.db, input.ownerSessionId) : null;
  if (!row) throw new AppError('NOT_FOUND', NO_APPLICATION);
  if (row.status !== 'draft') {
    const outcome = await runPanel(deps, row, input.log, { wait: false });
    return { success: true, message: 'Your application has already been submitted.', outcome };
  }

  const missing = incompleteSteps(row, deps.cipher, () => deps.clock.now());
  if (missing.errors.length > 0) {
    throw new AppError('BAD_REQUEST', `Your application is incomplete. Please complete: ${missing.steps.join(', ')}.`, {
      errors: missing.errors,
    });
  }
  const now = deps.clock.now();
  const c = consent.data;
  const answers = {
    inFinancialDifficulty: c.inFinancialDifficulty ?? null,
    missedPriorityBills: c.missedPriorityBills ?? null,
    wantsDebtHelp: c.wantsDebtHelp ?? null,
  };
  // Decided with the consent, so the application is never an open one that remarketing could pick up.
  const gateReason = gateReasonOf({ ...row, ...answers });
  const moved = await deps.db.transaction(async (tx) => {
    const consented = await markConsented(
      tx,
      row.id,
      {
        ...answers,
        consentCreditCheck: c.consentCreditCheck,
        consentFirstParty: c.consentFirstParty ?? false,
        consentRemarketingEmail: c.consentRemarketingEmail ?? false,
        consentRemarketingPhone: c.consentRemarketingPhone ?? false,
        consentRemarketingSms: c.consentRemarketingSms ?? false,
        recentLoansCount: c.recentLoansCount ?? null,
        consentedAt: now,
        consentWordingVersion: CONSENT_WORDING_VERSION,
      },
      now,
    );
    // Lost a race with a concurrent consent submit of the same session: that one recorded it.
    if (!consented) return false;
    await input.recordConsent?.(tx, row, now);
    if (gateReason) await markReferred(tx, row.id, gateReason, now);
    await insertEvent(tx, {
      sessionId: row.ownerSessionId ?? row.sessionId,
      eventType: ANALYTICS_EVENTS.applicationSubmitted,
      step: 7,
      page: STEP_META[7].path,
      now,
    });
    // A completed application converts each site experiment variant this visitor was shown.
    if (row.ownerSessionId) await convertSlotAssignments(tx, row.ownerSessionId, now);
    return true;
  });
  // After the commit, once per application: only the submit that moved the draft sends it.
  if (moved) {
    recordSubmission();
    if (gateReason) recordGateReferral(gateReason);
    await deps.onSubmitted(row.sessionId);
  }
  const consented = await findByOwner(deps.db, input.ownerSessionId!);
  if (!consented) throw new AppError('NOT_FOUND', NO_APPLICATION);
  const outcome = await runPanel(deps, consented, input.log, { wait: false });
  return { success: true, message: 'Application submitted', outcome };
}

/**
 * The no-body submit: the session's application to the lender panel (once; a retry reads the
 * stored outcome). `wait`: the JSON route's bounded wait, woken by the run's NOTIFY; the screens'
 * "Check again" and "Try Again" do not wait.
 */
export async function submitToPanel(
  deps: ApplicationDeps,
  input: { ownerSessionId: string | undefined; log: ErrorLog; wait: boolean },
): Promise<PanelResult> {
  const row = input.ownerSessionId ? await findByOwner(deps.db, input.ownerSessionId) : null;
  if (!row) throw new AppError('NOT_FOUND', NO_APPLICATION);
  return runPanel(deps, row, input.log, { wait: input.wait });
}

/** The outcome GET: the session's application's outcome as stored, read once; it starts nothing. */
export async function outcomeOfSession(
  deps: ApplicationDeps,
  ownerSessionId: string | undefined,
): Promise<PanelResult | PanelFailed> {
  const row = ownerSessionId ? await findByOwner(deps.db, ownerSessionId) : null;
  if (!row) throw new AppError('NOT_FOUND', NO_APPLICATION);
  return readOutcome(deps, row);
}

/** Resubmit link: expiry (410) before signature (403), then single use (410), then as submit. */
export async function resubmit(
  deps: ApplicationDeps,
  input: { sessionId: string; expires: number; sig: string; log: ErrorLog; wait: boolean },
): Promise<PanelResult> {
  const now = deps.clock.now();
  const check = checkResubmitLink(deps.env, { ...input, now });
  if (!check.ok && check.reason === 'expired') throw new AppError('GONE', 'This link has expired for security reasons');
  if (!check.ok) throw new AppError('FORBIDDEN', 'Invalid resubmit link');

  const row = await findByPublicId(deps.db, input.sessionId);
  if (!row) throw new AppError('NOT_FOUND', 'No application found for this link');
  assertSubmitted(row);
  const sigHash = sha256Hex(input.sig);
  const claimed = await claimResubmitLink(deps.db, {
    sigHash,
    applicationId: row.id,
    expiresAt: new Date(input.expires),
    now,
  });
  if (!claimed) throw new AppError('GONE', 'This link has already been used');
  let result: PanelResult;
  try {
    // As the no-body submit: the JSON route waits (woken by NOTIFY), the page's form does not.
    result = await runPanel(deps, row, input.log, { wait: input.wait });
  } catch (error) {
    await releaseResubmitLink(deps.db, sigHash);
    throw error;
  }
  // No outcome yet: the link stays usable, so the resubmit page can ask again.
  if (result.status === 'waiting') {
    await releaseResubmitLink(deps.db, sigHash);
    return result;
  }
  await deps.onResubmitted(row.id, deps.clock.now());
  return result;
}
