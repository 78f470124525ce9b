import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import { shortReference } from '#server/lib/short-reference.ts';
import { isDuplicate } from '#server/modules/lenders/panel/index.ts';
import type { ReviewItem, ReviewsResponse } from '#shared/admin/complaints-schemas.ts';
import {
  countOpen,
  findApplicationForReview,
  findByApplication,
  insertReviewRequest,
  listReviewRequests,
} from './review-requests.repository.ts';

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
    followUp: r.request.followUp,
    applicationStatus: r.applicationStatus,
  }));
  return { open, items };
}
