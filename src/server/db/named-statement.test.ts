import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import { openDatabase } from './client.ts';
import { executeNamed } from './named-statement.ts';
import { loanApplications } from './schema/index.ts';

// Decision 105: a hot statement goes to PostgreSQL as a named prepared statement, parsed once per
// connection, its name made from its text; on PGlite it runs as db.execute does.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const { currentStep } = loanApplications;
const probe = (n: number) =>
  sql`select ${n}::int as n, count(*)::int as drafts from ${loanApplications} where ${currentStep} < 0`;

describe('executeNamed', () => {
  it('answers the rows, with the columns named as the schema names them', async () => {
    const { db } = await testDatabase();
    expect(await executeNamed(db, 'probe', probe(7))).toEqual([{ n: 7, drafts: 0 }]);
  });

  it.runIf(onPostgres)('is prepared once per connection under a name made from its text', async () => {
    const handle = await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 1 });
    onTestFinished(() => handle.close());
    await executeNamed(handle.db, 'probe', probe(1));
    await executeNamed(handle.db, 'probe', probe(2));
    await executeNamed(handle.db, 'probe', sql`select ${3}::int as n`);
    const prepared = await handle.db.execute(sql`select name, statement from pg_prepared_statements order by name`);
    const rows = (prepared as unknown as { rows: { name: string; statement: string }[] }).rows;
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.name).toMatch(/^probe_[\w-]{22}$/);
    expect(rows.map((r) => r.statement).sort()).toEqual([
      'select $1::int as n',
      'select $1::int as n, count(*)::int as drafts from "loan_applications" ' +
        'where "loan_applications"."current_step" < 0',
    ]);
  });
});
