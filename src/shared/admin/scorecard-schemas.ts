import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

export const scorecardQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type ScorecardQuery = z.infer<typeof scorecardQuery>;

const outcomeCounts = {
  /** Asked: pinged or posted. */
  offered: z.number(),
  /** Bought the lead, took it for review, or bid but was outbid. */
  accepted: z.number(),
  sold: z.number(),
  pending: z.number(),
  outbid: z.number(),
  declined: z.number(),
  timeouts: z.number(),
  errors: z.number(),
  revenue: z.number(),
};

export const scorecardLender = z.object({
  lenderId: z.string(),
  lenderName: z.string(),
  ...outcomeCounts,
  /** Not called: outside its rules, over its daily cap, or paused. */
  notAsked: z.number(),
  /** accepted ÷ offered (0 when never asked). */
  acceptanceRate: z.number(),
  /** revenue ÷ offered: what asking this lender earns on average. */
  earningsPerLead: z.number(),
  medianMs: z.number().nullable(),
  p95Ms: z.number().nullable(),
  /** From the ledger (decision 065): leads bought in the range, and how many the lender reports funded. */
  leadsSold: z.number(),
  fundedLoans: z.number(),
  /** fundedLoans ÷ leadsSold; null with no lead sold. */
  fundedRate: z.number().nullable(),
  /** What the lender paid for those leads (GBP): sales less their credits and reversals. */
  netRevenue: z.number(),
  /** netRevenue ÷ offered: what asking this lender actually earns; the scorecard ranks by it. */
  netEarningsPerLead: z.number(),
  /** netRevenue ÷ fundedLoans; null with no funded loan. */
  earningsPerFundedLoan: z.number().nullable(),
});
export type ScorecardLender = z.infer<typeof scorecardLender>;

export const scorecardDay = z.object({ day: z.string(), lenderId: z.string(), ...outcomeCounts });
export type ScorecardDay = z.infer<typeof scorecardDay>;

export const scorecardResponse = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  lenders: z.array(scorecardLender),
  days: z.array(scorecardDay),
});
export type ScorecardResponse = z.infer<typeof scorecardResponse>;

export const rankingBody = z.object({ autoOrder: z.boolean() });

export const rankingResponse = z.object({
  autoOrder: z.boolean(),
  lenders: z.array(
    z.object({
      lenderId: z.string(),
      lenderName: z.string(),
      tier: z.number(),
      panels: z.array(z.string()),
      state: z.enum(['active', 'demoted', 'paused', 'trial']),
      since: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  changes: z.array(
    z.object({
      at: z.string(),
      lenderId: z.string().nullable(),
      tier: z.number().nullable(),
      change: z.string(),
      reason: z.string(),
    }),
  ),
});
export type RankingResponse = z.infer<typeof rankingResponse>;
