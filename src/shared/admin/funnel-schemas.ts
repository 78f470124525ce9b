import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const funnelQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  source: z.string().trim().max(100).optional(),
});
export type FunnelQuery = z.infer<typeof funnelQuery>;

/**
 * The funnel (docs/product.md#back-office): steps (step, users) and metrics (total_sessions,
 * completed_applications).
 */
export const funnelResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  source: z.string().nullable(),
  steps: z.array(z.object({ step: z.number(), name: z.string(), users: z.number(), dropOff: z.number() })),
  metrics: z.object({
    total_sessions: z.number(),
    /** Consent submitted and offered to lenders: referred applications and duplicate refusals are not in it. */
    completed_applications: z.number(),
    /** Consent submitted, then referred by the gate to debt advice (decision 021): apart from completed. */
    referred_applications: z.number(),
    /** Consent submitted, then refused by the duplicate rule (decision 011): to no lender, apart from completed. */
    duplicate_applications: z.number(),
    conversion_rate: z.number(),
  }),
  sources: z.array(
    z.object({
      source: z.string(),
      steps: z.array(z.number()),
      completed: z.number(),
      referred: z.number(),
      duplicates: z.number(),
    }),
  ),
});
export type FunnelResponse = z.infer<typeof funnelResponse>;
