import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** GET /api/admin/outcomes?from=&to= (London days, both included; the last 30 days when absent). */
export const outcomesQuery = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type OutcomesQuery = z.infer<typeof outcomesQuery>;

export const OUTCOME_DIMENSIONS = [
  'all',
  'vulnerability',
  'ageBand',
  'amountBand',
  'employmentType',
  'lender',
] as const;
export type OutcomeDimension = (typeof OUTCOME_DIMENSIONS)[number];

/** Below this many applications a cohort's shares say nothing: shown as "too few to say". */
export const MIN_COHORT = 10;
export const TOO_FEW_TEXT = 'too few to say';
/** "Markedly more": a cohort's median funded APR at least this many times the whole's. */
export const FAIR_VALUE_MARGIN = 1.25;

const count = z.number().int().nonnegative();

export const outcomeCohort = z.object({
  dimension: z.enum(OUTCOME_DIMENSIONS),
  /** A stable code of the cohort (`declared`, `25-34`, `500-999`, an employment code, a lender id). */
  value: z.string(),
  /** How the back office and the board pack name it. */
  label: z.string(),
  applications: count,
  /** Kept from every lender by the gate (vulnerability or affordability). */
  referred: count,
  sold: count,
  /** Reported funded by the lender (its latest outcome). */
  funded: count,
  /** Complaints naming an application of the cohort, and how many of those were upheld. */
  complaints: count,
  complaintsUpheld: count,
  /** Leads of the cohort a lender returned. */
  returns: count,
  /** Requests for a person's review of our automated decision, and how many a reviewer changed. */
  reviewRequests: count,
  reviewsChanged: count,
  /** Applicants of the cohort who later opted out of marketing. */
  optOuts: count,
  /** Funded loans at or below the representative APR. */
  fundedAtOrBelowRepresentative: count,
  /** What the lenders paid for the cohort's leads, net of returns (integer pence, the ledger's). */
  commissionPence: z.number().int(),
  tooFew: z.boolean(),
  /**
   * Fair value: set when the cohort's median funded APR is markedly above the whole's (at least
   * FAIR_VALUE_MARGIN times it); only for cohorts of MIN_COHORT and more.
   */
  fairValueWarning: z.string().optional(),
  shares: z
    .object({
      referred: z.number(),
      sold: z.number(),
      funded: z.number(),
      /** Complaints per 1,000 applications. */
      complaintsPerThousand: z.number(),
      upheldPerThousand: z.number(),
      /** Of the funded loans: the share at or below the representative APR (null with none funded). */
      atOrBelowRepresentative: z.number().nullable(),
      /** Median APR (percent) of the funded loans, null with none funded. */
      medianFundedApr: z.number().nullable(),
      /** commissionPence ÷ applications, rounded to the penny. */
      commissionPerApplicationPence: z.number().int(),
    })
    .optional(),
});
export type OutcomeCohort = z.infer<typeof outcomeCohort>;

export const outcomesResponse = z.object({
  from: z.string(),
  to: z.string(),
  representativeApr: z.number(),
  cohorts: z.array(outcomeCohort),
});
export type OutcomesResponse = z.infer<typeof outcomesResponse>;

export const DIMENSION_LABELS: Record<OutcomeDimension, string> = {
  all: 'All applications',
  vulnerability: 'Vulnerability answers',
  ageBand: 'Age band',
  amountBand: 'Loan amount',
  employmentType: 'Employment',
  lender: 'Lender',
};

/** A month a board pack covers (YYYY-MM). */
export const packMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use YYYY-MM');

export const packItem = z.object({
  month: z.string(),
  generatedAt: z.string(),
  /** `scheduler`, or the email of the admin who made it. */
  generatedBy: z.string(),
});
export type PackItem = z.infer<typeof packItem>;
export const packListResponse = z.object({ packs: z.array(packItem) });
