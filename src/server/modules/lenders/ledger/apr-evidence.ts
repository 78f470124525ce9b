import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { leadOutcomes, loanApplications } from '#server/db/schema/index.ts';
import { outlierReasons, outOfBand } from './outcome-plausibility.ts';
import {
  MIN_FUNDED_LOANS_FOR_EVIDENCE,
  REPRESENTATIVE_SHARE,
  type AprEvidence,
} from '#shared/admin/returns-schemas.ts';

/** The 12 months before `now` (calendar months back, same day and time). */
export function twelveMonthsBefore(now: Date): Date {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since;
}

/** The warning (if any) for `atOrBelow` of `loans` funded loans (CONC 3.5.5R). */
export function aprWarning(
  loans: number,
  atOrBelow: number,
  representativeApr: number,
): Pick<AprEvidence, 'warning' | 'message'> {
  if (loans < MIN_FUNDED_LOANS_FOR_EVIDENCE) {
    return {
      warning: 'too_few_loans',
      message:
        `Only ${loans} funded loan${loans === 1 ? '' : 's'} reported in the last 12 months: too few ` +
        `(fewer than ${MIN_FUNDED_LOANS_FOR_EVIDENCE}) to show that 51% get ${representativeApr}% APR or less.`,
    };
  }
  // Integers only: 51% of loans, compared without floating point.
  if (atOrBelow * 100 < REPRESENTATIVE_SHARE * 100 * loans) {
    return {
      warning: 'below_51_percent',
      message:
        `Only ${atOrBelow} of ${loans} funded loans in the last 12 months were at ${representativeApr}% APR ` +
        'or less: under the 51% the representative APR needs (CONC 3.5.5R).',
    };
  }
  return { warning: null, message: null };
}

/** Outliers listed in the compliance view (the newest); all of them are left out of the counts. */
export const OUTLIERS_SHOWN = 50;

/**
 * The evidence for the representative APR: the share of the last 12 months' funded loans (as the
 * lenders reported them) at or below it, with the number of loans and a warning when it does not
 * hold. Outliers (outcome-plausibility.ts) are not counted: they are listed for someone to check.
 */
export async function aprEvidence(db: Database, representativeApr: number, now: Date): Promise<AprEvidence> {
  const since = twelveMonthsBefore(now);
  const limit = Math.round(representativeApr * 100);
  const o = leadOutcomes;
  const funded = and(eq(o.outcome, 'funded'), gte(o.reportedAt, since));
  const [row] = await db
    .select({
      loans: sql<number>`(count(*) filter (where not ${outOfBand}))::int`,
      atOrBelow: sql<number>`(count(*) filter (where not ${outOfBand} and ${o.aprHundredths} <= ${limit}))::int`,
      outliers: sql<number>`(count(*) filter (where ${outOfBand}))::int`,
    })
    .from(o)
    .leftJoin(loanApplications, eq(loanApplications.id, o.applicationId))
    .where(funded);
  const flagged = await db
    .select({
      lenderId: o.lenderId,
      reference: o.reference,
      reportedAt: o.reportedAt,
      aprHundredths: o.aprHundredths,
      amountPence: o.amountPence,
      requested: loanApplications.loanAmount,
    })
    .from(o)
    .leftJoin(loanApplications, eq(loanApplications.id, o.applicationId))
    .where(and(funded, outOfBand))
    .orderBy(desc(o.reportedAt), o.lenderId, o.reference)
    .limit(OUTLIERS_SHOWN);
  const loans = row?.loans ?? 0;
  const atOrBelow = row?.atOrBelow ?? 0;
  return {
    representativeApr,
    since: since.toISOString(),
    loans,
    atOrBelow,
    share: loans > 0 ? atOrBelow / loans : null,
    ...aprWarning(loans, atOrBelow, representativeApr),
    outlierCount: row?.outliers ?? 0,
    outliers: flagged.map((f) => {
      const figures = {
        apr: f.aprHundredths === null ? null : f.aprHundredths / 100,
        amount: f.amountPence === null ? null : f.amountPence / 100,
        requested: f.requested,
      };
      return {
        lenderId: f.lenderId,
        reference: f.reference,
        reportedAt: f.reportedAt.toISOString(),
        ...figures,
        reasons: outlierReasons(figures),
      };
    }),
  };
}

/**
 * The compliance check's line about the representative APR (logged at a production start): null
 * when the last 12 months' funded loans bear it out.
 */
export async function representativeAprProblem(
  db: Database,
  representativeApr: number,
  now: Date,
): Promise<string | null> {
  const evidence = await aprEvidence(db, representativeApr, now);
  return evidence.message ? `Representative APR evidence: ${evidence.message}` : null;
}
