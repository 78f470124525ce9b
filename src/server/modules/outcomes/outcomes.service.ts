import type { Database } from '#server/db/client.ts';
import type { DayRange } from '#server/lib/day-range.ts';
import { company } from '#shared/company.ts';
import { EMPLOYMENT_TYPES } from '#shared/application/codes.ts';
import {
  FAIR_VALUE_MARGIN,
  MIN_COHORT,
  OUTCOME_DIMENSIONS,
  type OutcomeCohort,
  type OutcomeDimension,
  type OutcomesResponse,
} from '#shared/admin/outcomes-schemas.ts';
import { cohortCounts, type CohortRow } from './outcomes.repository.ts';

const VALUE_LABELS: Partial<Record<OutcomeDimension, Record<string, string>>> = {
  all: { all: 'All applications' },
  vulnerability: {
    declared: 'Said yes to a question about difficulty',
    none: 'Said no to each question',
    unanswered: 'Did not answer',
  },
  ageBand: { '65+': '65 and over' },
  amountBand: {
    '50-499': '£50 to £499',
    '500-999': '£500 to £999',
    '1000-2499': '£1,000 to £2,499',
    '2500+': '£2,500 and over',
  },
  employmentType: Object.fromEntries(EMPLOYMENT_TYPES.map((t) => [String(t.value), t.label])),
};

// The order a reader expects: bands low to high, the unknown last.
const VALUE_ORDER: Partial<Record<OutcomeDimension, string[]>> = {
  vulnerability: ['declared', 'none', 'unanswered'],
  ageBand: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'],
  amountBand: ['50-499', '500-999', '1000-2499', '2500+'],
  employmentType: EMPLOYMENT_TYPES.map((t) => String(t.value)),
};

const labelOf = (dimension: OutcomeDimension, row: { value: string; label: string | null }): string =>
  row.label ?? VALUE_LABELS[dimension]?.[row.value] ?? (row.value === 'unknown' ? 'Not known' : row.value);

const rank = (dimension: OutcomeDimension, value: string): number => {
  const at = VALUE_ORDER[dimension]?.indexOf(value) ?? -1;
  return at === -1 ? Number.MAX_SAFE_INTEGER : at;
};

const ZERO_ALL: CohortRow = {
  dimension: 'all',
  value: 'all',
  label: null,
  applications: 0,
  referred: 0,
  sold: 0,
  funded: 0,
  complaints: 0,
  complaints_upheld: 0,
  returns: 0,
  review_requests: 0,
  reviews_changed: 0,
  opt_outs: 0,
  funded_at_or_below: 0,
  median_apr_hundredths: null,
  commission_pence: 0,
};

/** A cohort as the API gives it: counts always, shares only from MIN_COHORT applications up. */
export function toCohort(row: CohortRow): OutcomeCohort {
  const dimension = row.dimension as OutcomeDimension;
  const counts = {
    applications: Number(row.applications),
    referred: Number(row.referred),
    sold: Number(row.sold),
    funded: Number(row.funded),
    complaints: Number(row.complaints),
    complaintsUpheld: Number(row.complaints_upheld),
    returns: Number(row.returns),
    reviewRequests: Number(row.review_requests),
    reviewsChanged: Number(row.reviews_changed),
    optOuts: Number(row.opt_outs),
    fundedAtOrBelowRepresentative: Number(row.funded_at_or_below),
    commissionPence: Number(row.commission_pence),
  };
  const cohort: OutcomeCohort = {
    dimension,
    value: row.value,
    label: labelOf(dimension, row),
    ...counts,
    tooFew: counts.applications < MIN_COHORT,
  };
  if (cohort.tooFew) return cohort;
  const n = counts.applications;
  const median = row.median_apr_hundredths === null ? null : Number(row.median_apr_hundredths) / 100;
  return {
    ...cohort,
    shares: {
      referred: counts.referred / n,
      sold: counts.sold / n,
      funded: counts.funded / n,
      complaintsPerThousand: (counts.complaints * 1000) / n,
      upheldPerThousand: (counts.complaintsUpheld * 1000) / n,
      atOrBelowRepresentative: counts.funded > 0 ? counts.fundedAtOrBelowRepresentative / counts.funded : null,
      medianFundedApr: median === null ? null : Math.round(median * 100) / 100,
      commissionPerApplicationPence: Math.round(counts.commissionPence / n),
    },
  };
}

/** Fair value: a cohort whose median funded APR is markedly above the whole's is named. */
export function withFairValueWarnings(cohorts: OutcomeCohort[]): OutcomeCohort[] {
  const whole = cohorts.find((c) => c.dimension === 'all')?.shares?.medianFundedApr ?? null;
  if (whole === null) return cohorts;
  return cohorts.map((c) => {
    const median = c.dimension === 'all' ? null : (c.shares?.medianFundedApr ?? null);
    if (median === null || median < whole * FAIR_VALUE_MARGIN) return c;
    return {
      ...c,
      fairValueWarning: `Pays markedly more: a median funded APR of ${median}% against ${whole}% for all applications`,
    };
  });
}

/**
 * The Consumer Duty outcomes of the applications submitted in a range of London days, by cohort:
 * every figure is counted by the database from what the product recorded (decision 128). With
 * `lenderId`, that lender's own view (the per-lender report).
 */
export async function buildOutcomes(db: Database, range: DayRange, lenderId?: string): Promise<OutcomesResponse> {
  const representativeApr = company.representativeApr;
  const rows = await cohortCounts(db, range, Math.round(representativeApr * 100), lenderId);
  if (!rows.some((r) => r.dimension === 'all')) rows.push(ZERO_ALL);
  const cohorts = withFairValueWarnings(rows.map(toCohort)).sort((x, y) => {
    const byDimension = OUTCOME_DIMENSIONS.indexOf(x.dimension) - OUTCOME_DIMENSIONS.indexOf(y.dimension);
    if (byDimension !== 0) return byDimension;
    return rank(x.dimension, x.value) - rank(y.dimension, y.value) || x.label.localeCompare(y.label);
  });
  return { from: range.fromDay, to: range.toDay, representativeApr, cohorts };
}
