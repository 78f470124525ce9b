import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { openDatabase, type DbHandle } from '#server/db/client.ts';
import { manualClock } from '#server/lib/clock.ts';
import { runMigrations } from '#server/db/migrate.ts';
import pg from 'pg';
import { testDatabase, testEnv } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';
const MINUTE = 60_000;

// The retention purge and the remarketing run are pg-boss schedules: each occurrence is one job
// across every instance on the database. pg-boss's TestClock drives the job queue's time and
// timers (its cron passes, the send-it worker, the polls), so no test waits on the wall clock;
// what each instance ran is read from its log ('retention purge' is logged once per run).
describe('scheduled jobs', async () => {
  const suffix = `sched-${randomBytes(3).toString('hex')}`;
  const queue = `retention-purge-${suffix}`;
  const jobClock = new TestClock(new Date('2030-01-07T10:30:00Z'));
  const shared = {
    SESSION_SECRET: 'fleet-session-secret-0123456789abcdef0123',
    DATA_KEY: randomBytes(32).toString('hex'),
  };
  // On PostgreSQL a database of this file's own: moving pg-boss's clock to 2030 stamps its passes on
  // the one row of its schema, which would hold off the passes (retries, resumed jobs) of every other
  // file's instances on the shared test database while this file runs.
  const own = onPostgres ? await scratchDatabase(`sched_${randomBytes(4).toString('hex')}`) : undefined;
  const handle = own ? await openDatabase({ driver: 'pg', url: own.url, maxConnections: 4 }) : await testDatabase();
  if (own) await runMigrations(handle);
  // pg-boss stamps the time of its last passes on one row of its schema: a pass stamped at the
  // TestClock's future would hold off the passes of any real-time instance on this database (and
  // of a rerun of this test starting earlier). Forgotten before and after.
  const forgetPasses = () =>
    handle.db.execute(sql`update pgboss.version
      set cron_on = null, bam_on = null, flow_on = null, reindex_on = null where cron_on > now()`);
  await forgetPasses();
  // On PostgreSQL a second instance with its own pool; PGlite belongs to one process.
  const ownPool: DbHandle | undefined = own
    ? await openDatabase({ driver: 'pg', url: own.url, maxConnections: 4 })
    : undefined;
  const purges: string[] = [];
  const instance = (db: DbHandle, name: string) =>
    buildApp({
      env: testEnv(shared),
      db,
      clock: manualClock(),
      siteRoot: null,
      backgroundJobs: true,
      jobClock,
      jobQueueSuffix: suffix,
      logger: {
        level: 'info',
        stream: {
          write: (line: string) => void (JSON.parse(line).msg === 'retention purge' && purges.push(name)),
        },
      },
    });
  const apps: App[] = [await instance(handle, 'one')];
  if (ownPool) apps.push(await instance(ownPool, 'two'));
  await Promise.all(apps.map((app) => app.ready()));
  afterAll(async () => {
    for (const app of apps) await app.close();
    await ownPool?.close();
    // The schedule rows outlive the apps: no later pass on this database may send to these queues.
    await handle.db.execute(sql`delete from pgboss.schedule where name like ${`%-${suffix}`}`);
    await forgetPasses();
    if (own) {
      await handle.close();
      await own.drop();
    }
  });

  const rows = async (query: SQL) => ((await handle.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
  const jobsOfQueue = async () =>
    (await rows(sql`select state from pgboss.job where name = ${queue} order by created_on`)).map((row) => row.state);
  async function until(done: () => Promise<boolean> | boolean, what: string) {
    const deadline = Date.now() + 20_000;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`never: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  /** Moves the job queue's clock to `iso`, then runs its timers for a minute past it. */
  async function runAt(iso: string) {
    await jobClock.setTime(new Date(iso));
    await jobClock.tick(MINUTE);
  }

  it(`runs the retention purge once an hour on ${onPostgres ? 'two instances' : 'the one instance'}`, async () => {
    await until(
      async () => (await rows(sql`select 1 from pgboss.schedule where name = ${queue}`)).length === 1,
      'the schedule is written',
    );
    await runAt('2030-01-07T11:06:30Z');
    await until(async () => (await jobsOfQueue()).includes('completed'), 'the 11:07 purge completed');
    await runAt('2030-01-07T11:30:00Z');
    expect(await jobsOfQueue()).toEqual(['completed']);
    expect(purges).toHaveLength(1);

    await runAt('2030-01-07T12:06:30Z');
    await until(async () => (await jobsOfQueue()).filter((s) => s === 'completed').length === 2, 'the 12:07 purge');
    await runAt('2030-01-07T12:30:00Z');
    expect(await jobsOfQueue()).toEqual(['completed', 'completed']);
    expect(purges).toHaveLength(2);
  }, 90_000);
});

/** A new, empty database beside TEST_DATABASE_URL's (same server and user), dropped by `drop`. */
async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: base.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
