import { sql, type SQL } from 'drizzle-orm';
import { leadOutcomes, loanApplications } from '#server/db/schema/index.ts';

// Lenders report funded loans (APR, amount) through the inbound API, and those figures are the
// evidence for the representative APR (CONC 3.5.5R). A typo or a test figure (APR 100,000 %,
// £1,000,000 on a £406 lead) is recorded as reported, but flagged as an outlier and kept out of
// the evidence: the compliance view lists it for someone to check with the lender (issue 41.9).

/** Above this APR (percent) a reported loan is an outlier: far above any UK high-cost short-term credit. */
export const MAX_PLAUSIBLE_APR = 1_500;
/** A funded amount more than this many times the requested amount, or less than its share, is an outlier. */
export const AMOUNT_FACTOR = 5;

const o = leadOutcomes;
const a = loanApplications;

/** The APR above the band (SQL condition over lead_outcomes). */
export const aprOutOfBand: SQL = sql`coalesce(${o.aprHundredths} > ${MAX_PLAUSIBLE_APR * 100}, false)`;

/** The amount far from the lead's (SQL condition; needs loan_applications joined on the application). */
export const amountOutOfBand: SQL = sql`coalesce(
  ${o.amountPence} > ${a.loanAmount} * ${100 * AMOUNT_FACTOR}
    or ${o.amountPence} * ${AMOUNT_FACTOR} < ${a.loanAmount} * 100,
  false)`;

/** Either: the outcome is an outlier, not counted as evidence. */
export const outOfBand: SQL = sql`(${aprOutOfBand} or ${amountOutOfBand})`;

/** Why an outcome is an outlier, in words for the compliance view. */
export function outlierReasons(row: { apr: number | null; amount: number | null; requested: number | null }): string[] {
  const reasons: string[] = [];
  if (row.apr !== null && row.apr > MAX_PLAUSIBLE_APR) reasons.push(`APR above ${MAX_PLAUSIBLE_APR}%`);
  if (row.amount !== null && row.requested !== null)
    if (row.amount > row.requested * AMOUNT_FACTOR || row.amount * AMOUNT_FACTOR < row.requested)
      reasons.push(`amount more than ${AMOUNT_FACTOR} times away from the £${row.requested} asked for`);
  return reasons;
}
