import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import { dutyApplicationFacts, dutyLenderFacts } from '#server/db/schema/index.ts';
import { refreshDutyFacts } from './duty-facts.repository.ts';

/** One cohort's counts as the database adds them up (APR in hundredths of a percent). */
export type CohortRow = {
  dimension: string;
  value: string;
  label: string | null;
  applications: number;
  referred: number;
  sold: number;
  funded: number;
  complaints: number;
  complaints_upheld: number;
  returns: number;
  review_requests: number;
  reviews_changed: number;
  opt_outs: number;
  funded_at_or_below: number;
  commission_pence: number;
  median_apr_hundredths: number | string | null;
};

/**
 * Every cohort of the applications submitted in [from, to): one statement, grouped in the
 * database (a row per cohort comes back, never a row per application). `representativeHundredths`
 * is the representative APR in hundredths of a percent. With `lenderId`, one lender's view (its
 * per-lender report): the applications it was asked about, what it bought, funded, returned and paid.
 */
export async function cohortCounts(
  db: Database,
  range: { from: Date; to: Date },
  representativeHundredths: number,
  lenderId?: string,
): Promise<CohortRow[]> {
  const inRange = rangeOf(range);
  // The facts first: what the triggers named stale since the last read is worked out again.
  await refreshDutyFacts(db);
  const lenders = sql`${dutyLenderFacts} where ${inRange(dutyLenderFacts.submittedAt)}${
    lenderId === undefined ? sql`` : sql` and ${dutyLenderFacts.lenderId} = ${lenderId}`
  }`;
  // A lender's own view counts the applications it was asked about, with its own sale and books.
  const applications =
    lenderId === undefined ? sql`${dutyApplicationFacts} where ${inRange(dutyApplicationFacts.submittedAt)}` : lenders;
  // The figures of a cohort, added up from its rows (an application, or an application and a lender);
  // the median funded APR is worked out from `aprs`, the funded rows' APRs.
  const figures = sql`count(*)::int as applications,
      (count(*) filter (where referred))::int as referred,
      (count(*) filter (where sold))::int as sold,
      (count(*) filter (where funded))::int as funded,
      coalesce(sum(complaints), 0)::int as complaints,
      coalesce(sum(upheld), 0)::int as complaints_upheld,
      coalesce(sum(returns), 0)::int as returns,
      (count(*) filter (where reviewed))::int as review_requests,
      (count(*) filter (where changed))::int as reviews_changed,
      (count(*) filter (where opted_out))::int as opt_outs,
      (count(*) filter (where funded and apr <= ${representativeHundredths}))::int as funded_at_or_below,
      coalesce(sum(commission), 0)::int as commission_pence,
      array_agg(apr) filter (where apr is not null) as aprs`;
  return rowsOf<CohortRow>(
    db,
    sql`
    -- Each dimension's cohorts in one pass over the applications (grouping sets), each lender's in
    -- one over the applications it was asked about, with that lender's own sale, outcome and books.
    with counted as (
      select case
          when grouping(vulnerability) = 0 then 'vulnerability'
          when grouping(age_band) = 0 then 'ageBand'
          when grouping(amount_band) = 0 then 'amountBand'
          when grouping(employment_type) = 0 then 'employmentType'
          else 'all' end as dimension,
        coalesce(vulnerability, age_band, amount_band, employment_type, 'all') as value,
        null::text as label, ${figures}
      from ${applications}
      group by grouping sets ((), (vulnerability), (age_band), (amount_band), (employment_type))
      having count(*) > 0
      union all
      select 'lender', lender_id, max(lender_name), ${figures}
      from ${lenders}
      group by lender_id
    )
    select dimension, value, label, applications, referred, sold, funded, complaints, complaints_upheld,
      returns, review_requests, reviews_changed, opt_outs, funded_at_or_below, commission_pence,
      (select percentile_cont(0.5) within group (order by apr) from unnest(aprs) apr) as median_apr_hundredths
    from counted`,
  );
}

/** Submitted in [from, to). */
function rangeOf(range: { from: Date; to: Date }) {
  return (column: AnyPgColumn) => sql`${column} >= ${range.from.toISOString()}::timestamptz
    and ${column} < ${range.to.toISOString()}::timestamptz`;
}
