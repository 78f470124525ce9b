import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import type { Mailer } from '#server/modules/messaging/index.ts';
import type { ReviewDecisionBody, ReviewFollowUp } from '#shared/admin/complaints-schemas.ts';
import { reviewDecisionEmail } from './review-requests.messages.ts';
import { decideReviewRequest, findReviewRequest, undoDecision } from './review-requests.repository.ts';
import { reopenForLenders, setFollowUp, undoReopen, type ReopenedFrom } from './review-follow-up.repository.ts';

export type ReviewDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Starts the lender panel's run for the application, without waiting for the lenders. */
  offer: (applicationId: string) => Promise<unknown>;
};
export type ReviewAnswer = {
  id: string;
  decision: 'upheld' | 'changed';
  emailed: boolean;
  followUp: ReviewFollowUp | null;
};
type Found = NonNullable<Awaited<ReturnType<typeof findReviewRequest>>>;

const ALREADY_DECIDED = 'This review has already been decided.';

/**
 * Records the reviewer's decision and reason, then tells the applicant by email. A changed decision
 * reopens the application for the lender panel first (decision 125), so the email says what
 * really follows; the run starts once the applicant is told. The decision is claimed first; if
 * the email cannot be sent both are undone (503, nothing changed). An erased application's
 * applicant cannot be emailed nor offered: the decision is still recorded. The same decision sent
 * again answers 200 without a second email, and starts the run if a failure stopped it before.
 */
export async function decideReview(
  deps: ReviewDeps,
  input: { id: string; body: ReviewDecisionBody; adminUserId: string; now: Date },
): Promise<ReviewAnswer> {
  const found = await findReviewRequest(deps.db, input.id);
  if (!found) throw new AppError('NOT_FOUND', 'Review request not found');
  const { request } = found;
  const { decision, reason } = input.body;
  if (request.decidedAt) {
    if (request.decision !== decision || request.reason !== reason) throw new AppError('CONFLICT', ALREADY_DECIDED);
    const followUp =
      decision === 'changed' && request.followUp === null
        ? await startRun(deps, request.id, request.applicationId)
        : request.followUp;
    return { id: request.id, decision, emailed: false, followUp };
  }
  const decided = await decideReviewRequest(deps.db, request.id, {
    decision,
    reason,
    decidedAt: input.now,
    decidedBy: input.adminUserId,
  });
  if (!decided) throw new AppError('CONFLICT', ALREADY_DECIDED);

  let reopened: ReopenedFrom | null = null;
  let followUp: ReviewFollowUp | null = null;
  if (decision === 'changed') {
    reopened = found.erasedAt ? null : await reopenForLenders(deps.db, request.applicationId, input.now);
    followUp = found.erasedAt ? 'erased' : reopened ? null : 'has-outcome';
    if (followUp) await setFollowUp(deps.db, request.id, followUp);
  }
  const emailed = await tell(deps, found, { decision, reason, offered: reopened !== null }).catch(
    async (error: unknown) => {
      if (reopened) await undoReopen(deps.db, request.applicationId, reopened);
      await undoDecision(deps.db, request.id);
      throw error;
    },
  );
  await recordAudit(deps.db, {
    adminUserId: input.adminUserId,
    action: 'review_request.decision',
    details: { reviewRequestId: request.id, applicationId: request.applicationId, decision, followUp },
    now: input.now,
  });
  if (reopened) followUp = await startRun(deps, request.id, request.applicationId);
  return { id: request.id, decision, emailed, followUp };
}

/** Starts the panel's run of a reopened application and records it on the review. */
async function startRun(deps: ReviewDeps, reviewId: string, applicationId: string): Promise<ReviewFollowUp> {
  await deps.offer(applicationId);
  await setFollowUp(deps.db, reviewId, 'offered');
  return 'offered';
}

/** Emails the applicant the decision (not when their data is erased); a failure is a 503. */
async function tell(
  deps: ReviewDeps,
  found: Found,
  outcome: { decision: 'upheld' | 'changed'; reason: string; offered: boolean },
): Promise<boolean> {
  const to = found.erasedAt ? null : found.email;
  if (!to) return false;
  try {
    await deps.mailer.send({
      ...reviewDecisionEmail({
        to,
        firstName: found.firstName,
        reference: found.request.reference,
        ...outcome,
        complaintsUrl: `${deps.publicUrl}/complaints`,
      }),
      applicationId: found.request.applicationId,
    });
    return true;
  } catch (error) {
    deps.log.error({ reviewId: found.request.id, code: (error as { code?: string }).code }, 'review email failed');
    throw new AppError('UNAVAILABLE', 'The email could not be sent; nothing was changed. Please try again.', {
      headers: { 'retry-after': '30' },
    });
  }
}
