import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testDatabase } from '#tests/support/test-app.ts';

// ADR 024: the admin rollups are counted per shard (the writer connection's pg_backend_pid() % 16),
// so two writers of one day and source do not queue on one bucket row. Only PostgreSQL has
// concurrent connections; on PGlite there is one connection and nothing to wait on.
const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  onTestFinished(() => client.end());
  return client;
}

const shardOf = async (client: pg.Client): Promise<number> =>
  Number((await client.query<{ shard: number }>('select pg_backend_pid() % 16 as shard')).rows[0]?.shard);

const insertDraft = (client: pg.Client, utm: string) =>
  client.query(
    `insert into loan_applications (session_id, status, current_step, utm_source, created_at)
     values ($1, 'draft', 2, $2, '2026-04-02T10:00:00Z')`,
    [randomUUID(), utm],
  );

describe.runIf(onPostgres)('admin rollup shards', () => {
  it('a second writer of the same bucket does not wait for the first one to commit', async () => {
    await testDatabase(); // migrated by the global setup
    const first = await connect();
    let second = await connect();
    for (let i = 0; i < 20 && (await shardOf(second)) === (await shardOf(first)); i++) second = await connect();
    const utm = `shard_${randomUUID().slice(0, 8)}`;

    await first.query('begin');
    await insertDraft(first, utm); // holds its bucket row until commit
    await second.query("set lock_timeout = '2s'");
    await insertDraft(second, utm); // a single hot row would wait here and time out
    await first.query('commit');

    const { rows } = await second.query<{ n: number; shards: number }>(
      `select sum(n)::int as n, count(*)::int as shards from application_daily_counts
       where source = $1 and day = '2026-04-02' and status = 'draft' and current_step = 2`,
      [utm],
    );
    expect(rows[0]).toEqual({ n: 2, shards: 2 });
  });
});
