import { z } from 'zod';
import { GATE_REASONS, isGateReason } from '#shared/application/gate.ts';
import { APPLICATION_STATUSES, ENCRYPTION_CONTEXT } from '#server/db/schema/index.ts';
import { maskedOrNull, type FieldCipher } from '#server/lib/crypto.ts';
import type { ApplicationRow } from './applications.repository.ts';
import { ENCRYPTED_FIELDS, SAVEABLE_STEPS, incompleteSteps, stepFieldKeys } from './step-fields.ts';

// GET /api/application: what the browser may see of its own draft. Built field by field from the
// step schemas: internal columns (ids, owner session, price, lead id, IP) never appear, and the
// bank details only masked.

const ANSWER_KEYS = ([1, 2, 3, 4, 5, 6, 7] as const).flatMap((step) => stepFieldKeys(step));
const scalar = z.union([z.string(), z.number(), z.boolean()]);

export const draftViewSchema = z.object({
  sessionId: z.string().describe('Public id of the application (resubmit links); not the cookie token'),
  status: z.enum(APPLICATION_STATUSES),
  currentStep: z.number().int(),
  updatedAt: z.string(),
  consentedAt: z.string().optional(),
  apiStatus: z.enum(['sold', 'pending', 'reject']).optional(),
  redirectUrl: z.string().optional(),
  gateReason: z
    .enum(GATE_REASONS)
    .optional()
    .describe('Why the gate referred the application to free debt advice (status referred)'),
  resubmitUrl: z.string().describe('Signed single-use resubmit page link, valid 30 minutes'),
  recordUrl: z
    .string()
    .optional()
    .describe("Once submitted: absolute signed URL of the applicant's record page (no cookie needed)"),
  completedSteps: z
    .array(z.number().int())
    .describe(
      'Steps 1-6 whose stored answers pass their schema today ' +
        '(the screens send an applicant back to the first missing one)',
    ),
  ...Object.fromEntries(ANSWER_KEYS.map((key) => [key, scalar.optional()])),
});

export type DraftView = z.output<typeof draftViewSchema>;

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
  return view as DraftView;
}
