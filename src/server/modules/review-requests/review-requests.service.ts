import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { shortReference } from '#server/lib/short-reference.ts';
import { recordAudit } from '#server/modules/admin/admin-audit.repository.ts';
import { isDuplicate } from '#server/modules/lender-panel/duplicates.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import type { ReviewDecisionBody, ReviewItem, ReviewsResponse } from '#shared/admin/complaints-schemas.ts';
import { reviewDecisionEmail } from './review-requests.messages.ts';
import {
  countOpen,
  decideReviewRequest,
  findReviewRequest,
  findApplicationForReview,
  findByApplication,
  insertReviewRequest,
  listReviewRequests,
  undoDecision,
} from './review-requests.repository.ts';

export type ReviewDeps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; publicUrl: string };

export const NO_AUTOMATED_DECISION = 'No automated decision of ours applies to this application.';

type SessionApplication = NonNullable<Awaited<ReturnType<typeof findApplicationForReview>>>;

/** Which of our own rules decided the application, if one did: the gate, or the duplicate rule. */
export function automatedDecisionOf(app: SessionApplication): 'referred' | 'duplicate' | null {
  if (app.erasedAt) return null;
  if (app.status === 'referred') return 'referred';
  if (app.status === 'rejected' && isDuplicate(app.apiErrors)) return 'duplicate';
  return null;
}

/**
 * Opens a review of our automated decision on an application (the session's, or the record page's):
 * one per application, so asking again answers the same reference. 409 when no decision of our
 * rules applies.
 */
export async function requestReview(
  db: Database,
  input: { by: { ownerSessionId: string } | { publicId: string } | null; message: string | undefined; now: Date },
): Promise<{ reference: string }> {
  const app = input.by ? await findApplicationForReview(db, input.by) : null;
  const decision = app ? automatedDecisionOf(app) : null;
  if (!app || !decision) throw new AppError('CONFLICT', NO_AUTOMATED_DECISION);
  const row = await insertReviewRequest(db, {
    reference: shortReference('R'),
    applicationId: app.id,
    automatedDecision: decision,
    message: input.message ?? null,
    createdAt: input.now,
  });
  return { reference: row.reference };
}

export type ReviewState = {
  eligible: boolean;
  decision: 'referred' | 'duplicate' | null;
  reference: string | null;
  decided: boolean;
};

/**
 * What the result and record pages offer: a review when our rules decided (which rule), and the
 * reference once asked.
 */
export async function reviewState(
  db: Database,
  by: { ownerSessionId: string } | { publicId: string } | null,
): Promise<ReviewState> {
  const app = by ? await findApplicationForReview(db, by) : null;
  const decision = app ? automatedDecisionOf(app) : null;
  if (!app || !decision) return { eligible: false, decision: null, reference: null, decided: false };
  const existing = await findByApplication(db, app.id);
  return { eligible: true, decision, reference: existing?.reference ?? null, decided: Boolean(existing?.decidedAt) };
}

/** What the record page offers: a review when our rules decided, and the reference once asked. */
export const reviewStateForRecord = (db: Database, publicId: string) => reviewState(db, { publicId });

const ruleReasonOf = (gateReason: string | null, apiErrors: unknown): string | null => {
  if (gateReason) return gateReason;
  const reason = (apiErrors as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export async function reviewQueue(db: Database): Promise<ReviewsResponse> {
  const [rows, open] = await Promise.all([listReviewRequests(db, 200), countOpen(db)]);
  const items: ReviewItem[] = rows.map((r) => ({
    id: r.request.id,
    reference: r.request.reference,
    applicationId: r.request.applicationId,
    applicationPublicId: r.applicationPublicId,
    applicantName: [r.firstName, r.lastName].filter(Boolean).join(' ') || null,
    automatedDecision: r.request.automatedDecision,
    ruleReason: ruleReasonOf(r.gateReason, r.apiErrors),
    // The applicant's own words are personal data: gone from view once their data is erased.
    message: r.erasedAt ? null : r.request.message,
    createdAt: r.request.createdAt.toISOString(),
    status: r.request.decidedAt ? 'decided' : 'open',
    decision: r.request.decision,
    reason: r.request.reason,
    decidedAt: iso(r.request.decidedAt),
    decidedBy: r.decidedByEmail,
  }));
  return { open, items };
}

/**
 * Records the reviewer's decision and reason, then tells the applicant by email. The decision is
 * claimed first; if the email cannot be sent it is undone (503, nothing changed). An erased
 * application's applicant cannot be emailed: the decision is still recorded. The same decision
 * sent again answers 200 without a second email.
 */
export async function decideReview(
  deps: ReviewDeps,
  input: { id: string; body: ReviewDecisionBody; adminUserId: string; now: Date },
): Promise<{ id: string; decision: 'upheld' | 'changed'; emailed: boolean }> {
  const found = await findReviewRequest(deps.db, input.id);
  if (!found) throw new AppError('NOT_FOUND', 'Review request not found');
  const { request } = found;
  if (request.decidedAt) {
    if (request.decision === input.body.decision && request.reason === input.body.reason) {
      return { id: request.id, decision: input.body.decision, emailed: false };
    }
    throw new AppError('CONFLICT', 'This review has already been decided.');
  }
  const decided = await decideReviewRequest(deps.db, request.id, {
    decision: input.body.decision,
    reason: input.body.reason,
    decidedAt: input.now,
    decidedBy: input.adminUserId,
  });
  if (!decided) throw new AppError('CONFLICT', 'This review has already been decided.');
  const to = found.erasedAt ? null : found.email;
  if (to) {
    try {
      await deps.mailer.send({
        ...reviewDecisionEmail({
          to,
          firstName: found.firstName,
          reference: request.reference,
          decision: input.body.decision,
          reason: input.body.reason,
          complaintsUrl: `${deps.publicUrl}/complaints`,
        }),
        applicationId: request.applicationId,
      });
    } catch (error) {
      await undoDecision(deps.db, request.id);
      deps.log.error({ reviewId: request.id, code: (error as { code?: string }).code }, 'review email failed');
      throw new AppError('UNAVAILABLE', 'The email could not be sent; nothing was changed. Please try again.', {
        headers: { 'retry-after': '30' },
      });
    }
  }
  await recordAudit(deps.db, {
    adminUserId: input.adminUserId,
    action: 'review_request.decision',
    details: { reviewRequestId: request.id, applicationId: request.applicationId, decision: input.body.decision },
    now: input.now,
  });
  return { id: request.id, decision: input.body.decision, emailed: Boolean(to) };
}
