import { Param, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';
import { openDatabase } from './client.ts';
import { nameStatement, runNamed } from './named-statement.ts';
import { loanApplications } from './schema/index.ts';

// Decisions 105 and 108: a hot statement is built once with placeholders, and goes to PostgreSQL as
// a named prepared statement, parsed once per connection, its name made from its text; on PGlite
// it runs as a plain query.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const { currentStep } = loanApplications;
const n = sql.placeholder('n');
const probe = nameStatement(
  'probe',
  sql`select ${n}::int as n, count(*)::int as drafts from ${loanApplications} where ${currentStep} < 0`,
);
const other = nameStatement('probe', sql`select ${n}::int as n`);

describe('nameStatement and runNamed', () => {
  it('answers the rows, with the columns named as the schema names them', async () => {
    const { db } = await testDatabase();
    expect(await runNamed(db, probe, { n: 7 })).toEqual([{ n: 7, drafts: 0 }]);
    expect(await runNamed(db, probe, { n: 8 })).toEqual([{ n: 8, drafts: 0 }]);
  });

  it('runs each time with the values given, and not with a placeholder left without one', async () => {
    const { db } = await testDatabase();
    const at = new Date('2026-11-27T10:00:00.000Z');
    const statement = nameStatement(
      'probe_time',
      sql`select ${sql.placeholder('at')}::timestamptz = '2026-11-27T10:00:00Z'::timestamptz as same`,
    );
    expect(await runNamed(db, statement, { at: at.toISOString() })).toEqual([{ same: true }]);
    await expect(runNamed(db, statement, {})).rejects.toThrow('No value for placeholder "at"');
  });

  it("sends a column's value through the column's encoder, and a null as null", async () => {
    const { db } = await testDatabase();
    // A numeric column's encoder makes text of a number; given null it would send "null".
    const income = new Param(sql.placeholder('income'), loanApplications.monthlyIncome);
    const statement = nameStatement('probe_income', sql`select ${income}::numeric as income`);
    const [row] = await runNamed(db, statement, { income: 1250.5 });
    expect(Number(row?.income)).toBe(1250.5);
    expect(await runNamed(db, statement, { income: null })).toEqual([{ income: null }]);
  });

  it.runIf(onPostgres)('is prepared once per connection under a name made from its text', async () => {
    const handle = await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 1 });
    onTestFinished(() => handle.close());
    await runNamed(handle.db, probe, { n: 1 });
    await runNamed(handle.db, probe, { n: 2 });
    await runNamed(handle.db, other, { n: 3 });
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
