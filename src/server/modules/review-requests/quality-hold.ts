import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loanApplications as a } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { recordAudit } from '#server/modules/audit/index.ts';
import { reopenForLenders } from './review-follow-up.repository.ts';
import { QUALITY_DECLINED, isQualityDeclined, type QualityDecisionAnswer } from '#shared/admin/quality-schemas.ts';
import { QUALITY_HOLD } from '#shared/application/gate.ts';

export type QualityHoldDeps = {
  db: Database;
  /** Starts the lender panel's run for the application, without waiting for the lenders. */
  offer: (applicationId: string) => Promise<unknown>;
};

const NOT_HELD = 'This application is not waiting for a quality check.';

/**
 * A person's decision on an application the quality check held (decision 140), audited.
 * `release` reopens it for the panel as a review's changed decision does (decision 125:
 * `processing`, `reviewClearedAt` set, so neither the gate nor the hold stops it again) and starts
 * the run, whose pings carry class `review` with the reasons. `decline` keeps it from every lender
 * for good (it stays `referred`; the applicant's pages say we could not send it). 409 for an
 * application not held or already decided.
 */
export async function decideQualityHold(
  deps: QualityHoldDeps,
  input: { id: string; decision: 'release' | 'decline'; adminUserId: string; now: Date },
): Promise<QualityDecisionAnswer> {
  const { db } = deps;
  const [row] = await db
    .select({ status: a.status, gateReason: a.gateReason, apiErrors: a.apiErrors, quality: a.quality })
    .from(a)
    .where(eq(a.id, input.id));
  if (!row) throw new AppError('NOT_FOUND', 'Application not found');
  if (row.status !== 'referred' || row.gateReason !== QUALITY_HOLD || isQualityDeclined(row.apiErrors))
    throw new AppError('CONFLICT', NOT_HELD);
  const reasons = row.quality?.reasons ?? [];
  if (input.decision === 'release') {
    const reopened = await reopenForLenders(db, input.id, input.now);
    if (!reopened) throw new AppError('CONFLICT', NOT_HELD);
  } else {
    const declined = await db
      .update(a)
      .set({ apiErrors: QUALITY_DECLINED, updatedAt: input.now })
      .where(and(eq(a.id, input.id), eq(a.status, 'referred'), isNull(a.apiErrors)))
      .returning({ id: a.id });
    if (declined.length === 0) throw new AppError('CONFLICT', NOT_HELD);
  }
  await recordAudit(db, {
    adminUserId: input.adminUserId,
    action: `applications.quality_${input.decision}`,
    details: { applicationId: input.id, reasons },
    now: input.now,
  });
  if (input.decision === 'release') await deps.offer(input.id);
  return {
    id: input.id,
    decision: input.decision,
    status: input.decision === 'release' ? 'processing' : 'referred',
  };
}
