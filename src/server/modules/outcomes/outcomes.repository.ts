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
const age = sql`date_part('year', age((${a.submittedAt} at time zone 'Europe/London')::date, ${a.dateOfBirth}::date))`;
const ageBand = sql`case
  when ${a.dateOfBirth} is null or ${a.dateOfBirth} !~ '^\\d{4}-\\d{2}-\\d{2}$' then 'unknown'
  when ${age} < 25 then '18-24'
  when ${age} < 35 then '25-34'
  when ${age} < 45 then '35-44'
  when ${age} < 55 then '45-54'
  when ${age} < 65 then '55-64'
  else '65+' end`;
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
  const result = await db.execute(sql`
    with apps as (
      select ${a.id} as id, ${a.sessionId} as session_id, lower(${a.email}) as email,
        ${a.gateReason} is not null as referred, ${sold} as sold,
        ${vulnerability} as vulnerability, ${ageBand} as age_band, ${amountBand} as amount_band,
        coalesce(${a.employmentType}::text, 'unknown') as employment_type
      from ${a}
      where ${a.submittedAt} >= ${range.from.toISOString()}::timestamptz
        and ${a.submittedAt} < ${range.to.toISOString()}::timestamptz
        and ${offeredTo}
    ),
    funded as (
      select ${leadOutcomes.applicationId} as application_id, ${leadOutcomes.lenderId} as lender_id,
        ${leadOutcomes.aprHundredths} as apr
      from ${leadOutcomes}
      where ${leadOutcomes.outcome} = 'funded' and ${leadOutcomes.applicationId} in (select id from apps)
        and ${ofLender(leadOutcomes.lenderId)}
    ),
    returned as (
      select ${leadReturns.applicationId} as application_id, ${leadReturns.lenderId} as lender_id
      from ${leadReturns}
      where ${leadReturns.applicationId} in (select id from apps) and ${ofLender(leadReturns.lenderId)}
    ),
    -- What the lenders paid for the leads (decision 065): sales less credits and reversals, in pence.
    paid as (
      select ${ledgerEntries.applicationId} as application_id, ${ledgerEntries.lenderId} as lender_id,
        sum(${ledgerEntries.amountPence})::int as pence
      from ${ledgerEntries}
      where ${ledgerEntries.applicationId} in (select id from apps) and ${ofLender(ledgerEntries.lenderId)}
      group by 1, 2
    ),
    complained as (
      select ${complaints.applicationReference} as session_id, count(*)::int as n,
        (count(*) filter (where ${complaints.upheld}))::int as upheld
      from ${complaints} where ${complaints.applicationReference} in (select session_id from apps)
      group by 1
    ),
    opted as (select distinct lower(${optOuts.email}) as email from ${optOuts} where ${optOuts.email} is not null),
    facts as (
      select apps.*, coalesce(c.n, 0) as complaints, coalesce(c.upheld, 0) as upheld,
        r.id is not null as reviewed, coalesce(r.decision = 'changed', false) as changed,
        o.email is not null as opted_out,
        (select max(f.apr) from funded f where f.application_id = apps.id) as apr,
        exists (select 1 from funded f where f.application_id = apps.id) as funded,
        (select count(*) from returned x where x.application_id = apps.id)::int as returns,
        coalesce((select sum(p.pence) from paid p where p.application_id = apps.id), 0)::int as commission
      from apps
      left join complained c on c.session_id = apps.session_id
      left join ${reviewRequests} r on r.application_id = apps.id
      left join opted o on o.email = apps.email
    ),
    lender_facts as (
      select t.lender_id, t.lender_name, facts.id, facts.referred, t.decision = 'sold' as sold,
        facts.complaints, facts.upheld, facts.reviewed, facts.changed, facts.opted_out,
        f.apr, f.application_id is not null as funded,
        (select count(*) from returned x where x.application_id = facts.id and x.lender_id = t.lender_id)::int
          as returns,
        coalesce((select p.pence from paid p where p.application_id = facts.id and p.lender_id = t.lender_id), 0)
          as commission
      from facts
      join ${leadAttempts} t on t.application_id = facts.id and ${asked} and ${ofLender(sql`t.lender_id`)}
      left join funded f on f.application_id = facts.id and f.lender_id = t.lender_id
    ),
    cohorts as (
      select d.dimension, d.value, null::text as label, facts.*
      from facts
      cross join lateral (values ('all', 'all'), ('vulnerability', facts.vulnerability),
        ('ageBand', facts.age_band), ('amountBand', facts.amount_band),
        ('employmentType', facts.employment_type)) as d(dimension, value)
    )
    select dimension, value, max(label) as label, count(*)::int as applications,
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
      percentile_cont(0.5) within group (order by apr) as median_apr_hundredths,
      coalesce(sum(commission), 0)::int as commission_pence
    from (
      select dimension, value, label, id, referred, sold, funded, complaints, upheld, returns, reviewed, changed,
        opted_out, apr, commission from cohorts
      union all
      select 'lender', lender_id, lender_name, id, referred, sold, funded, complaints, upheld, returns, reviewed,
        changed, opted_out, apr, commission from lender_facts
    ) rows
    group by dimension, value`);
  return (Array.isArray(result) ? result : (result as unknown as { rows: CohortRow[] }).rows) as CohortRow[];
}
