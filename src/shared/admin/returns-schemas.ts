import { z } from 'zod';

// Lead returns (issue 28, decision 065): the lender's reasons, the statuses, and the back office's
// returns queue and representative-APR evidence, shared by the server and the admin screens.

export const RETURN_REASONS = [
  'invalid_contact',
  'duplicate',
  'fraud',
  'underage',
  'not_uk_resident',
  'test_lead',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_STATUSES = ['accepted', 'under_review', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURNS_PAGE_SIZE = 50;

export const returnsQuery = z.object({
  status: z.enum([...RETURN_STATUSES, 'all']).default('under_review'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ReturnsQuery = z.input<typeof returnsQuery>;

export const returnItem = z.object({
  id: z.string(),
  lenderId: z.string(),
  lenderName: z.string(),
  reference: z.string(),
  saleMonth: z.string(),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  /** The lead's price (pence). */
  pricePence: z.number().int(),
  /** Pence credited (0 unless accepted). */
  creditPence: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The email of the admin who decided; null for a return accepted within the cap. */
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type ReturnItem = z.infer<typeof returnItem>;

export const returnsResponse = z.object({
  items: z.array(returnItem),
  paging: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
});

/** A rejection says why (the lender is refused its credit); an acceptance may. */
export const returnDecisionBody = z
  .object({
    decision: z.enum(['accept', 'reject'], { error: 'Choose accept or reject' }),
    note: z.string().trim().max(500, 'Keep the reason to 500 characters').optional(),
  })
  .refine((body) => body.decision === 'accept' || Boolean(body.note), {
    message: 'Give the reason for rejecting the return',
    path: ['note'],
  });
export type ReturnDecision = z.infer<typeof returnDecisionBody>;

/** At least this many funded loans before the share says anything (below it: a warning). */
export const MIN_FUNDED_LOANS_FOR_EVIDENCE = 30;
/** CONC 3.5.5R: at least 51% of those who take a loan get the representative APR or lower. */
export const REPRESENTATIVE_SHARE = 0.51;

export const aprEvidenceResponse = z.object({
  representativeApr: z.number(),
  /** The window: funded outcomes reported from `since` (12 months back) to now. */
  since: z.string(),
  loans: z.number().int(),
  atOrBelow: z.number().int(),
  /** atOrBelow ÷ loans, 0..1; null with no loans. */
  share: z.number().nullable(),
  /** null when the evidence holds; else why it does not. */
  warning: z.enum(['below_51_percent', 'too_few_loans']).nullable(),
  message: z.string().nullable(),
  /**
   * Funded loans reported with implausible figures (APR above 1,500 %, an amount far from the
   * lead's): not counted in `loans`, listed (the newest 50) for someone to check with the lender.
   */
  outlierCount: z.number().int(),
  outliers: z.array(
    z.object({
      lenderId: z.string(),
      reference: z.string(),
      reportedAt: z.string(),
      apr: z.number().nullable(),
      /** The funded amount and the amount the applicant asked for, in pounds. */
      amount: z.number().nullable(),
      requested: z.number().nullable(),
      reasons: z.array(z.string()),
    }),
  ),
});
export type AprEvidence = z.infer<typeof aprEvidenceResponse>;
