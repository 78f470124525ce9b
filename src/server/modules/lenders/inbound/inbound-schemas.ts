import { z } from 'zod';
import { LEAD_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from '#server/db/schema/index.ts';
import { monthParam } from '#server/modules/lenders/ledger/index.ts';

// The request and answer schemas of the lenders' inbound calls (contract: "Lenders → broker"),
// shared with the portal and the back office, which show the same statement.

const reference = z.string().regex(/^[0-9a-f]{40}$/, 'must be the 40-hex reference you were sent');
const hasPence = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

export const outcomeBody = z
  .object({
    reference,
    outcome: z.enum(LEAD_OUTCOMES),
    amount: z.number().positive().max(1_000_000).refine(hasPence, 'at most two decimal places (pounds)').optional(),
    apr: z.number().min(0).max(100_000).refine(hasPence, 'at most two decimal places (percent)').optional(),
    termMonths: z.number().int().min(1).max(600).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome !== 'funded') return;
    for (const field of ['amount', 'apr', 'termMonths'] as const)
      if (body[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: 'Required for a funded loan' });
  });

export const returnBody = z.object({
  reference,
  reason: z.enum(RETURN_REASONS),
  note: z.string().trim().max(500).optional(),
});

export const signedHeaders = z.object({
  'x-lender-id': z.string().optional(),
  'x-timestamp': z.string().optional(),
  'x-signature': z.string().optional(),
});
export const postHeaders = signedHeaders.extend({
  'idempotency-key': z
    .string()
    .min(1, 'Idempotency-Key is required')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});
export const monthParams = z.object({ month: monthParam });
export const outcomeAnswer = z.object({ reference: z.string(), outcome: z.enum(LEAD_OUTCOMES) });
export const returnAnswer = z.object({
  returnId: z.string(),
  status: z.enum(RETURN_STATUSES),
  credit: z.number().int(),
});
