// The Consumer Duty outcomes' facts of the bench seed (decision 154): every submitted application
// worked out once by the product's own refresh, as after migration 0031 on a live database.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { refreshDutyFacts } from '../src/server/modules/outcomes/duty-facts.repository.ts';

export async function seedDutyFacts(url: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const handle = await openDatabase({ driver: 'pg', url });
  try {
    await handle.db.execute(sql`truncate duty_facts_stale, duty_application_facts, duty_lender_facts`);
    await handle.db.execute(sql`insert into duty_facts_stale (application_id)
      select id from loan_applications where submitted_at is not null order by submitted_at`);
    const worked = await refreshDutyFacts(handle.db);
    log(
      `consumer duty facts of ${worked.toLocaleString('en-GB')} applications worked out in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    for (const table of ['duty_application_facts', 'duty_lender_facts', 'duty_facts_stale']) {
      await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
  } finally {
    await handle.close();
  }
}
