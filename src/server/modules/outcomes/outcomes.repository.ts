import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  complaints,
  leadAttempts,
  leadOutcomes,
  leadReturns,
  ledgerEntries,
  loanApplications as a,
  optOuts,
  reviewRequests,
} from '#server/db/schema/index.ts';

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

// The cohorts of an application, worked out in SQL from what step 7, step 2, step 1 and step 4
// recorded (age on the London day it was submitted). An erased application keeps its loan and its
// answers' aggregates; a field erasure cleared falls in `unknown`.
const vulnerability = sql`case
  when coalesce(${a.inFinancialDifficulty}, false) or coalesce(${a.missedPriorityBills}, false)
    or coalesce(${a.wantsDebtHelp}, false) then 'declared'
  when ${a.inFinancialDifficulty} is null and ${a.missedPriorityBills} is null and ${a.wantsDebtHelp} is null
    then 'unanswered'
  else 'none' end`;
// Age in whole years, worked out once per application: the band is the bucket of its lower bound.
const age = sql`date_part('year', age((${a.submittedAt} at time zone 'Europe/London')::date, ${a.dateOfBirth}::date))`;
const ageBand = sql`case
  when ${a.dateOfBirth} is null or ${a.dateOfBirth} !~ '^\\d{4}-\\d{2}-\\d{2}$' then 'unknown'
  else (array['18-24', '25-34', '35-44', '45-54', '55-64', '65+'])
    [1 + width_bucket(${age}, array[25, 35, 45, 55, 65]::float8[])]
  end`;
const amountBand = sql`case
  when ${a.loanAmount} is null then 'unknown'
  when ${a.loanAmount} < 500 then '50-499'
  when ${a.loanAmount} < 1000 then '500-999'
  when ${a.loanAmount} < 2500 then '1000-2499'
  else '2500+' end`;

/** Asked about the application: pinged or posted (the scorecard's `offered`, migration 0006). */
const asked = sql`not (t.decision = 'skipped' and t.http_status is null)`;

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
  const ofLender = (column: SQLWrapper) => (lenderId === undefined ? sql`true` : sql`${column} = ${lenderId}`);
  const sold =
    lenderId === undefined
      ? sql`${a.status} = 'sold'`
      : sql`exists (select 1 from ${leadAttempts} t where t.application_id = ${a.id}
          and t.lender_id = ${lenderId} and t.decision = 'sold')`;
  const offeredTo =
    lenderId === undefined
      ? sql`true`
      : sql`exists (select 1 from ${leadAttempts} t where t.application_id = ${a.id}
          and t.lender_id = ${lenderId} and ${asked})`;
  const inRange = sql`${a.submittedAt} >= ${range.from.toISOString()}::timestamptz
        and ${a.submittedAt} < ${range.to.toISOString()}::timestamptz`;
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
  const result = await db.execute(sql`
    with
    -- What each lender did with each application of the range, read once and added up per
    -- application and lender: its funded outcome's APR, its returns, and what it paid for the lead
    -- (decision 065: sales less credits and reversals, in pence). A lead's reference is made from
    -- its application and lender, so an application has at most one outcome and one return per lender.
    books as (
      select application_id, lender_id, max(apr) as apr, bool_or(funded) as funded,
        sum(returns)::int as returns, sum(pence)::int as pence
      from (
        select ${leadOutcomes.applicationId} as application_id, ${leadOutcomes.lenderId} as lender_id,
          ${leadOutcomes.aprHundredths} as apr, true as funded, 0 as returns, 0 as pence
        from ${leadOutcomes} where ${leadOutcomes.outcome} = 'funded' and ${ofLender(leadOutcomes.lenderId)}
        union all
        select ${leadReturns.applicationId}, ${leadReturns.lenderId}, null, false, 1, 0
        from ${leadReturns} where ${ofLender(leadReturns.lenderId)}
        union all
        select ${ledgerEntries.applicationId}, ${ledgerEntries.lenderId}, null, false, 0, ${ledgerEntries.amountPence}
        from ${ledgerEntries} where ${ofLender(ledgerEntries.lenderId)}
      ) dealt
      where application_id in (select ${a.id} from ${a} where ${inRange})
      group by 1, 2
    ),
    -- Each application of the range: its cohorts and what became of it.
    facts as (
      select ${a.id} as id, ${a.gateReason} is not null as referred, ${sold} as sold,
        ${vulnerability} as vulnerability, ${ageBand} as age_band, ${amountBand} as amount_band,
        coalesce(${a.employmentType}::text, 'unknown') as employment_type,
        coalesce(c.n, 0) as complaints, coalesce(c.upheld, 0) as upheld,
        r.id is not null as reviewed, coalesce(r.decision = 'changed', false) as changed,
        o.email is not null as opted_out, b.apr, coalesce(b.funded, false) as funded,
        coalesce(b.returns, 0)::int as returns, coalesce(b.pence, 0)::int as commission
      from ${a}
      left join (
        select ${complaints.applicationReference} as session_id, count(*)::int as n,
          (count(*) filter (where ${complaints.upheld}))::int as upheld
        from ${complaints} group by 1
      ) c on c.session_id = ${a.sessionId}
      left join ${reviewRequests} r on r.application_id = ${a.id}
      left join (
        select distinct lower(${optOuts.email}) as email from ${optOuts} where ${optOuts.email} is not null
      ) o on o.email = lower(${a.email})
      left join (
        select application_id, max(apr) as apr, bool_or(funded) as funded, sum(returns) as returns,
          sum(pence) as pence
        from books group by 1
      ) b on b.application_id = ${a.id}
      where ${inRange} and ${offeredTo}
    ),
    -- Each dimension's cohorts in one pass over the applications (grouping sets), each lender's in
    -- one over the applications it was asked about, with that lender's own sale, outcome and books.
    counted as (
      select case
          when grouping(vulnerability) = 0 then 'vulnerability'
          when grouping(age_band) = 0 then 'ageBand'
          when grouping(amount_band) = 0 then 'amountBand'
          when grouping(employment_type) = 0 then 'employmentType'
          else 'all' end as dimension,
        coalesce(vulnerability, age_band, amount_band, employment_type, 'all') as value,
        null::text as label, ${figures}
      from facts
      group by grouping sets ((), (vulnerability), (age_band), (amount_band), (employment_type))
      having count(*) > 0
      union all
      select 'lender', lender_id, max(lender_name), ${figures}
      from (
        select t.lender_id, t.lender_name, facts.referred, t.decision = 'sold' as sold,
          facts.complaints, facts.upheld, facts.reviewed, facts.changed, facts.opted_out,
          b.apr, coalesce(b.funded, false) as funded, coalesce(b.returns, 0) as returns,
          coalesce(b.pence, 0) as commission
        from facts
        join ${leadAttempts} t on t.application_id = facts.id and ${asked} and ${ofLender(sql`t.lender_id`)}
        left join books b on b.application_id = facts.id and b.lender_id = t.lender_id
      ) lender_facts
      group by lender_id
    )
    select dimension, value, label, applications, referred, sold, funded, complaints, complaints_upheld,
      returns, review_requests, reviews_changed, opt_outs, funded_at_or_below, commission_pence,
      (select percentile_cont(0.5) within group (order by apr) from unnest(aprs) apr) as median_apr_hundredths
    from counted`);
  return (Array.isArray(result) ? result : (result as unknown as { rows: CohortRow[] }).rows) as CohortRow[];
}
