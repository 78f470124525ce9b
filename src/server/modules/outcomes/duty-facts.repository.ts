import { sql } from 'drizzle-orm';
import { lockForTransaction } from '#server/db/advisory-lock.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { rowsOf } from '#server/db/rows.ts';
import {
  complaints,
  dutyApplicationFacts,
  dutyFactsStale,
  dutyLenderFacts,
  leadAttempts,
  leadOutcomes,
  leadReturns,
  ledgerEntries,
  loanApplications as a,
  optOuts,
  reviewRequests,
} from '#server/db/schema/index.ts';

/** Applications worked out again per transaction: a batch stays well inside the statement timeout. */
export const REFRESH_BATCH = 5_000;

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
 * Works out again the facts of the applications the triggers named stale (decision 154), a batch
 * per transaction, until none is left; answers how many applications it worked out. Refreshes
 * take turns (one advisory lock), so a refresh's reads start after the one before it committed; a
 * write committed after a batch's snapshot left its own stale row for the next batch.
 */
export async function refreshDutyFacts(db: Database): Promise<number> {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      await lockForTransaction(tx, 'duty-facts-refresh');
      const taken = await rowsOf<{ application_id: string }>(
        tx,
        sql`
        with taken as (
          delete from ${dutyFactsStale} where ${dutyFactsStale.id} in (
            select ${dutyFactsStale.id} from ${dutyFactsStale} order by ${dutyFactsStale.id} limit ${REFRESH_BATCH})
          returning ${dutyFactsStale.applicationId} as application_id)
        select distinct application_id from taken`,
      );
      const ids = taken.map((row) => row.application_id);
      if (ids.length > 0) await workOut(tx, `{${ids.join(',')}}`);
      return ids.length;
    });
    if (batch === 0) return done;
    done += batch;
  }
}

/** Replaces the facts of the applications in `idList` (a uuid[] literal) with what the sources say now. */
async function workOut(tx: Executor, idList: string): Promise<void> {
  const ids = sql`${idList}::uuid[]`;
  await tx.execute(sql`delete from ${dutyApplicationFacts} where ${dutyApplicationFacts.applicationId} = any(${ids})`);
  await tx.execute(sql`delete from ${dutyLenderFacts} where ${dutyLenderFacts.applicationId} = any(${ids})`);
  await tx.execute(sql`
    with
    -- What each lender did with each application, read once and added up per application and
    -- lender: its funded outcome's APR, its returns, and what it paid for the lead (decision 065:
    -- sales less credits and reversals, in pence). A lead's reference is made from its application
    -- and lender, so an application has at most one outcome and one return per lender.
    books as (
      select application_id, lender_id, max(apr) as apr, bool_or(funded) as funded,
        sum(returns)::int as returns, sum(pence)::int as pence
      from (
        select ${leadOutcomes.applicationId} as application_id, ${leadOutcomes.lenderId} as lender_id,
          ${leadOutcomes.aprHundredths} as apr, true as funded, 0 as returns, 0 as pence
        from ${leadOutcomes} where ${leadOutcomes.outcome} = 'funded' and ${leadOutcomes.applicationId} = any(${ids})
        union all
        select ${leadReturns.applicationId}, ${leadReturns.lenderId}, null, false, 1, 0
        from ${leadReturns} where ${leadReturns.applicationId} = any(${ids})
        union all
        select ${ledgerEntries.applicationId}, ${ledgerEntries.lenderId}, null, false, 0, ${ledgerEntries.amountPence}
        from ${ledgerEntries} where ${ledgerEntries.applicationId} = any(${ids})
      ) dealt
      group by 1, 2
    ),
    -- Each submitted application: its cohorts and what became of it.
    facts as (
      select ${a.id} as id, ${a.submittedAt} as submitted_at, ${a.gateReason} is not null as referred,
        ${a.status} = 'sold' as sold, ${vulnerability} as vulnerability, ${ageBand} as age_band,
        ${amountBand} as amount_band, coalesce(${a.employmentType}::text, 'unknown') as employment_type,
        coalesce(c.n, 0) as complaints, coalesce(c.upheld, 0) as upheld,
        r.id is not null as reviewed, coalesce(r.decision = 'changed', false) as changed,
        exists (select 1 from ${optOuts} o where lower(o.email) = lower(${a.email})) as opted_out,
        b.apr, coalesce(b.funded, false) as funded, coalesce(b.returns, 0)::int as returns,
        coalesce(b.pence, 0)::int as commission
      from ${a}
      left join (
        select ${complaints.applicationReference} as session_id, count(*)::int as n,
          (count(*) filter (where ${complaints.upheld}))::int as upheld
        from ${complaints}
        where ${complaints.applicationReference} in (select ${a.sessionId} from ${a} where ${a.id} = any(${ids}))
        group by 1
      ) c on c.session_id = ${a.sessionId}
      left join ${reviewRequests} r on r.application_id = ${a.id}
      left join (
        select application_id, max(apr) as apr, bool_or(funded) as funded, sum(returns) as returns,
          sum(pence) as pence
        from books group by 1
      ) b on b.application_id = ${a.id}
      where ${a.id} = any(${ids}) and ${a.submittedAt} is not null
    ),
    application_rows as (
      insert into ${dutyApplicationFacts} (application_id, submitted_at, vulnerability, age_band, amount_band,
        employment_type, referred, sold, complaints, upheld, reviewed, changed, opted_out, apr, funded,
        returns, commission)
      select id, submitted_at, vulnerability, age_band, amount_band, employment_type, referred, sold,
        complaints, upheld, reviewed, changed, opted_out, apr, funded, returns, commission
      from facts
    )
    -- Each lender asked about it, with that lender's own sale, outcome and books.
    insert into ${dutyLenderFacts} (application_id, lender_id, lender_name, submitted_at, vulnerability,
      age_band, amount_band, employment_type, referred, sold, complaints, upheld, reviewed, changed,
      opted_out, apr, funded, returns, commission)
    select facts.id, t.lender_id, t.lender_name, facts.submitted_at, facts.vulnerability, facts.age_band,
      facts.amount_band, facts.employment_type, facts.referred, t.decision = 'sold', facts.complaints,
      facts.upheld, facts.reviewed, facts.changed, facts.opted_out, b.apr, coalesce(b.funded, false),
      coalesce(b.returns, 0), coalesce(b.pence, 0)
    from facts
    join ${leadAttempts} t on t.application_id = facts.id and ${asked}
    left join books b on b.application_id = facts.id and b.lender_id = t.lender_id`);
}
