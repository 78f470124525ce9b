import { ANSWER_KEYS, draftViewSchema, type DraftView } from '#shared/application/draft-view.ts';
import { isGateReason, QUALITY_HOLD } from '#shared/application/gate.ts';
import { isQualityDeclined } from '#shared/admin/quality-schemas.ts';
import { storedZeroConfirmations } from '#shared/application/zero-expenses.ts';
import { ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import { maskedOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import { duplicateWindowOf, isDuplicate } from '#server/modules/lenders/panel/index.ts';
import { gateReasonOf } from './affordability-gate.ts';
import type { ApplicationRow } from './applications.repository.ts';
import { ENCRYPTED_FIELDS, SAVEABLE_STEPS, incompleteSteps } from './step-fields.ts';

// GET /api/application: what the browser may see of its own draft (the shared DraftView). Built
// field by field from the step schemas: internal columns (ids, owner session, price, lead id, IP)
// never appear, and the bank details only masked.

export { draftViewSchema, type DraftView };

// Sort codes show their last four digits (**3456), account numbers too (****5678).
export function toDraftView(
  row: ApplicationRow,
  cipher: FieldCipher,
  resubmitUrl: string,
  now: () => Date,
  recordUrl?: string,
): DraftView {
  const incomplete = incompleteSteps(row, cipher, now).numbers;
  const source = row as unknown as Record<string, unknown>;
  const view: Record<string, unknown> = {
    sessionId: row.sessionId,
    status: row.status,
    currentStep: row.currentStep,
    updatedAt: row.updatedAt.toISOString(),
    resubmitUrl,
    completedSteps: SAVEABLE_STEPS.filter((step) => !incomplete.includes(step)),
  };
  if (recordUrl) view.recordUrl = recordUrl;
  if (row.consentedAt) view.consentedAt = row.consentedAt.toISOString();
  if (row.apiStatus) view.apiStatus = row.apiStatus;
  if (row.redirectUrl) view.redirectUrl = row.redirectUrl;
  if (isGateReason(row.gateReason)) view.gateReason = row.gateReason;
  // Held by the quality check for a person (decision 140): told plainly, not the gate's debt advice.
  if (row.status === 'referred' && row.gateReason === QUALITY_HOLD)
    view.qualityCheck = isQualityDeclined(row.apiErrors) ? 'declined' : 'waiting';
  // Refused by the duplicate rule, no lender asked (issue 42 item 2): only that, never the earlier application.
  if (row.status === 'rejected' && isDuplicate(row.apiErrors)) {
    view.rejectReason = 'duplicate';
    const days = duplicateWindowOf(row.apiErrors);
    if (days) view.duplicateWindowDays = days;
  }
  // A draft with its figures all given: what the gate will decide at consent, told before it (issue 27.6).
  if (row.status === 'draft' && incomplete.length === 0) {
    const preview = gateReasonOf(row);
    if (preview) view.gatePreview = preview;
  }
  for (const key of ANSWER_KEYS) {
    const value = source[key];
    if (value === null || value === undefined) continue;
    if ((ENCRYPTED_FIELDS as readonly string[]).includes(key)) {
      const context = ENCRYPTION_CONTEXT[key as (typeof ENCRYPTED_FIELDS)[number]];
      const masked = typeof value === 'string' ? maskedOrNull(cipher, value, context) : null;
      if (masked) view[key] = masked;
      continue;
    }
    view[key] = value;
  }
  if (!incomplete.includes(6)) Object.assign(view, storedZeroConfirmations(source));
  return view as DraftView;
}
