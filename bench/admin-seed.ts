// Seeds the admin benchmark database with N applications, M analytics events and K lead attempts
// (with the funded outcomes, ledger, returns, complaints, reviews and opt-outs the Consumer Duty
// outcomes read) in SQL (generate_series: no rows cross the wire). PostgreSQL only. Replaces earlier
// seed rows.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/admin_bench npx node bench/admin-seed.ts [apps] [events] [attempts]
// Defaults: 1,000,000 applications, 10,000,000 events and 1,000,000 lead attempts. The database is
// created when missing.
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedDutyFacts } from './duty-facts-seed.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/admin_bench';
const DAYS = 180;

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The backfill of migration 0003: the rollups recomputed from every row (PostgreSQL only). */
export async function rebuildAdminRollups(client: pg.Client): Promise<void> {
  await client.query('truncate application_daily_counts, funnel_sessions, session_daily_counts');
  await client.query(
    `
    insert into application_daily_counts (day, source, status, current_step, n, price_sum)
    select (created_at at time zone 'UTC')::date, coalesce(utm_source, 'direct'), status, ` +
      `current_step, count(*), coalesce(sum(price), 0)
    from loan_applications group by 1, 2, 3, 4`,
  );
  await client.query(
    `
    insert into funnel_sessions (session_id, started_at, source)
    select distinct on (session_id) session_id, created_at, source from (
      select session_id, created_at, coalesce(utm_source, 'direct') as source from analytics_events
      union all
      select owner_session_id::text, created_at, coalesce(utm_source, 'direct') from ` +
      `loan_applications where owner_session_id is not null
    ) seen order by session_id, created_at`,
  );
  await client.query(`
    insert into session_daily_counts (day, source, sessions)
    select (started_at at time zone 'UTC')::date, source, count(*) from funnel_sessions group by 1, 2`);
}

export async function seedAdminBench(
  url: string,
  applications: number,
  events: number,
  attempts: number,
  log = console.log,
): Promise<void> {
  await ensureDatabase(url);
  const handle = await openDatabase({ driver: 'pg', url });
  await runMigrations(handle);
  await handle.close();
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 } as pg.ClientConfig);
  await client.connect();
  try {
    // Row triggers keep the admin rollups (ADR 008); for a bulk seed they are off and the rollups
    // are rebuilt once at the end, which is faster and also drops sessions of earlier seeds.
    await client.query('alter table loan_applications disable trigger user');
    await client.query('alter table analytics_events disable trigger user');
    await client.query(
      `delete from lead_attempts where application_id in (select id from ` +
        `loan_applications where session_id like 'bench-%')`,
    );
    await client.query(`delete from loan_applications where session_id like 'bench-%'`);
    await client.query(`delete from analytics_events where session_id like 'bench-%'`);
    const chunk = 500_000;
    let started = performance.now();
    for (let from = 1; from <= applications; from += chunk) {
      const to = Math.min(applications, from + chunk - 1);
      // Statuses cycle draft ×3, processing, sold, pending, rejected, error; drafts stop at steps 1-7.
      await client.query(
        `
        insert into loan_applications (session_id, owner_session_id, status, current_step, ` +
          `loan_amount, loan_term, loan_purpose, title,
          first_name, last_name, email, mobile_phone, price, api_status, utm_source, ` +
          `created_at, updated_at, date_of_birth, employment_type, in_financial_difficulty, ` +
          `missed_priority_bills, wants_debt_help)
        select 'bench-' || g, gen_random_uuid(),
          ` +
          `(array['draft','draft','draft','processing','sold','pending','rejected','error'])[1 ` +
          `+ g % 8],
          case when g % 8 < 3 then 1 + g % 7 else 8 end,
          50 + (g * 37) % 4950, (array[3,6,12,18,24,36])[1 + g % 6], 1 + g % 9, 1 + g % 4,
          'First' || (g % 5000), 'Last' || g, 'applicant' || g || '@example.com', '07911' ` +
          `|| lpad((g % 1000000)::text, 6, '0'),
          case when g % 8 = 4 then 10 + g % 50 end,
          case g % 8 when 4 then 'sold' when 5 then 'pending' when 6 then 'reject' end,
          (array['google','facebook','bing','email',null])[1 + g % 5],
          now() - ((g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second',
          now(), (1950 + g % 55)::text || '-0' || (1 + g % 9)::text || '-15', 1 + g % 8,
          case when g % 3 > 0 then g % 11 = 0 end, case when g % 3 > 0 then false end,
          case when g % 3 > 0 then g % 13 = 0 end
        from generate_series(${from}, ${to}) g`,
      );
      log(`applications ${to.toLocaleString('en-GB')} / ${applications.toLocaleString('en-GB')}`);
    }
    // Submitted (every application past the draft): the Consumer Duty outcomes count by it (decision 128),
    // and the gate referred those who said they wanted debt help.
    await client.query(
      `update loan_applications set submitted_at = created_at, ` +
        `gate_reason = case when wants_debt_help then 'wants-debt-help' end ` +
        `where session_id like 'bench-%' and status <> 'draft'`,
    );
    log(`applications seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const eventChunk = 1_000_000;
    for (let from = 1; from <= events; from += eventChunk) {
      const to = Math.min(events, from + eventChunk - 1);
      // Ten events per visitor session, each session within one moment of the 180 days.
      await client.query(
        `
        insert into analytics_events (session_id, event_type, step, page, utm_source, created_at)
        select 'bench-' || (g / 10),
          ` +
          `(array['application_step_view','application_step_complete','landing_page_view','exit_intent_shown'])[1 ` +
          `+ g % 4],
          1 + g % 7, '/apply', (array['google','facebook','bing','email',null])[1 + (g / ` +
          `10) % 5],
          now() - (((g / 10)::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second' + ` +
          `(g % 10) * interval '1 second'
        from generate_series(${from}, ${to}) g`,
      );
      log(`events ${to.toLocaleString('en-GB')} / ${events.toLocaleString('en-GB')}`);
    }
    log(`events seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    await seedLeadAttempts(client, attempts);
    // Half the sales reported funded, at APRs around the representative one: chosen by a hash of the
    // id (every sold attempt's id is odd, so `id % 2 = 0` chose none).
    await client.query('truncate lead_outcomes');
    await client.query(
      `insert into lead_outcomes (lender_id, reference, application_id, outcome, amount_pence, apr_hundredths, ` +
        `term_months, reported_at) ` +
        `select lender_id, md5(id::text) || left(md5(application_id::text), 8), application_id, 'funded', 50000, ` +
        `4900 + (id % 9000)::int, 6, attempted_at from lead_attempts ` +
        `where decision = 'sold' and abs(hashtext('funded' || id)) % 2 = 0`,
    );
    await seedDutyRecords(client);
    log(
      `lead attempts, outcomes, ledger, returns, complaints, reviews and opt-outs seeded ` +
        `(scorecard rollups by their trigger) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    await rebuildAdminRollups(client);
    await client.query('alter table loan_applications enable trigger user');
    await client.query('alter table analytics_events enable trigger user');
    log(`admin rollups rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // Sets the visibility map too, so range counts can be index-only scans from the start.
    await client.query('vacuum analyze loan_applications');
    await client.query('vacuum analyze analytics_events');
    for (const table of [
      'application_daily_counts',
      'funnel_sessions',
      'session_daily_counts',
      'lead_attempts',
      'lead_outcomes',
      'lender_daily_stats',
      'lender_daily_latency',
    ]) {
      await client.query(`vacuum analyze ${table}`);
    }
  } finally {
    await client.end();
  }
  await seedDutyFacts(url, log);
}

const SANDBOX_LENDERS = [
  ['northway-finance', 'Northway Finance', 1],
  ['brightstone-lending', 'Brightstone Lending', 1],
  ['harbour-credit', 'Harbour Credit', 1],
  ['meadow-loans', 'Meadow Loans', 2],
  ['kestrel-money', 'Kestrel Money', 2],
  ['larch-lending', 'Larch Lending', 3],
  ['orbit-credit', 'Orbit Credit', 3],
] as const;

/**
 * `count` lead attempts: the seven sandbox lenders asked for each submitted bench application,
 * with a spread of outcomes and response times. The scorecard rollups start empty (this is a
 * bench-only database) and are filled by their trigger, as in production.
 */
async function seedLeadAttempts(client: pg.Client, count: number): Promise<void> {
  if (count <= 0) return;
  await client.query('truncate lender_daily_stats, lender_daily_latency');
  const lenders = SANDBOX_LENDERS.map(([id, name, tier]) => `('${id}', '${name}', ${tier})`).join(', ');
  await client.query(
    `
    insert into lead_attempts (application_id, panel, lender_id, lender_name, tier, ` +
      `attempted_at, latency_ms, http_status, decision, price, error_reason)
    select a.id, 'primary', l.id, l.name, l.tier, a.created_at, d.latency, case when ` +
      `d.decision = 'timeout' then null else 200 end,
      d.decision, case when d.decision = 'sold' then 10 + (a.rn % 40) end, case when ` +
      `d.decision = 'timeout' then 'timeout after 3000 ms' end
    from (
      select id, created_at, row_number() over (order by id) rn from loan_applications
      where session_id like 'bench-%' and status <> 'draft' limit ${Math.ceil(count / SANDBOX_LENDERS.length)}
    ) a
    cross join (values ${lenders}) l(id, name, tier)
    cross join lateral (select
      ` +
      `(array['sold','reject','reject','pending','skipped','reject','timeout','error','reject','skipped'])[1 ` +
      `+ (a.rn + l.tier * 7 + length(l.id)) % 10] as decision,
      (20 + (a.rn * 37 + length(l.id) * 101) % 900)::int as latency) d
    limit ${count}`,
  );
}

/**
 * What else the Consumer Duty outcomes read (decision 128), in proportions a broker might see: a
 * ledger sale for every lead sold, 1 sale in 20 returned (two thirds of those accepted and credited),
 * a complaint for 1 submitted application in 1,000 (a third upheld), a review asked for 1 referral
 * in 10 (half changed) and 1 applicant in 50 opted out (every other one in upper case).
 */
export async function seedDutyRecords(client: pg.Client): Promise<void> {
  await client.query('truncate ledger_entries, lead_returns');
  await client.query(`delete from complaints where application_reference like 'bench-%'`);
  await client.query(`delete from review_requests where reference like 'R-B%'`);
  await client.query(`delete from opt_outs where email ilike 'applicant%@example.com'`);
  const reference = `md5(t.id::text) || left(md5(t.application_id::text), 8)`;
  await client.query(
    `insert into ledger_entries (lender_id, reference, application_id, kind, amount_pence, sale_month, occurred_at)
    select t.lender_id, ${reference}, t.application_id, 'sale', (t.price * 100)::int,
      to_char(t.attempted_at at time zone 'UTC', 'YYYY-MM'), t.attempted_at
    from lead_attempts t where t.decision = 'sold'`,
  );
  await client.query(
    `insert into lead_returns (id, lender_id, reference, application_id, sale_month, reason, status, ` +
      `credit_pence, requested_at, decided_at)
    select gen_random_uuid(), t.lender_id, ${reference}, t.application_id, ` +
      `to_char(t.attempted_at at time zone 'UTC', 'YYYY-MM'), 'invalid_contact',
      case when abs(hashtext('rejected' || t.id)) % 3 = 0 then 'rejected' else 'accepted' end,
      case when abs(hashtext('rejected' || t.id)) % 3 = 0 then 0 else (t.price * 100)::int end,
      t.attempted_at + interval '2 days', t.attempted_at + interval '3 days'
    from lead_attempts t where t.decision = 'sold' and abs(hashtext('returned' || t.id)) % 20 = 0`,
  );
  await client.query(
    `insert into ledger_entries (lender_id, reference, application_id, kind, amount_pence, sale_month, ` +
      `return_id, occurred_at)
    select r.lender_id, r.reference, r.application_id, 'credit', -r.credit_pence, r.sale_month, r.id, r.decided_at
    from lead_returns r where r.status = 'accepted'`,
  );
  await client.query(
    `insert into complaints (reference, name, email, application_reference, description, received_at, ` +
      `summary_deadline, final_response_due, resolution, upheld, closed_at)
    select 'C-B' || a.n, 'A Complainant', a.email, a.session_id, 'A complaint', a.submitted_at + interval '5 days',
      (a.submitted_at + interval '8 days')::date, (a.submitted_at + interval '61 days')::date, 'final',
      a.n % 3 = 0, a.submitted_at + interval '20 days'
    from (select session_id, email, submitted_at, row_number() over (order by id) n from loan_applications
      where session_id like 'bench-%' and submitted_at is not null) a where a.n % 1000 = 7`,
  );
  await client.query(
    `insert into review_requests (reference, application_id, automated_decision, created_at, decision, ` +
      `decided_at)
    select 'R-B' || a.n, a.id, 'referred', a.submitted_at + interval '1 day',
      case when a.n % 2 = 0 then 'changed' else 'upheld' end, a.submitted_at + interval '3 days'
    from (select id, submitted_at, row_number() over (order by id) n from loan_applications
      where session_id like 'bench-%' and gate_reason is not null) a where a.n % 10 = 1`,
  );
  await client.query(
    `insert into opt_outs (email, reason)
    select case when n % 100 = 0 then upper(email) else email end, 'bench'
    from (select email, row_number() over (order by id) n from loan_applications
      where session_id like 'bench-%') a where a.n % 50 = 0`,
  );
  for (const table of ['ledger_entries', 'lead_returns', 'complaints', 'review_requests', 'opt_outs']) {
    await client.query(`vacuum analyze ${table}`);
  }
}

if (import.meta.main) {
  const [apps = '1000000', events = '10000000', attempts = '1000000'] = process.argv.slice(2);
  await seedAdminBench(process.env.DATABASE_URL ?? DEFAULT_BENCH_URL, Number(apps), Number(events), Number(attempts));
}
