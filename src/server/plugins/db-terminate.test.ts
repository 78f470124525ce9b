// Fault test on a real PostgreSQL: the app's backends are terminated (what a failover, a restart
// or `pg_terminate_backend` does) again and again while step saves run. Terminated connections
// fail differently from refused ones (db-outage.test.ts): SQLSTATE 57P01 on a busy client,
// "Connection terminated unexpectedly" or ECONNRESET on a pooled idle one.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { manualClock } from '#server/lib/clock.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import { loggerOptions } from '#server/lib/logger.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';
import { testEnv } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

describe.runIf(onPostgres)('PostgreSQL backends terminated during step saves', () => {
  it('answers 200 or 503 with Retry-After, never 500, logs little and no personal data, and saves after', async () => {
    const applicationName = `broker-fault-${randomBytes(4).toString('hex')}`;
    const handle = await openDatabase({
      driver: 'pg',
      url: process.env.TEST_DATABASE_URL!,
      maxConnections: 4,
      applicationName,
    });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    const app = await buildApp({
      env: testEnv(),
      db: handle,
      siteRoot: null,
      logger,
      backgroundJobs: false,
      clock: manualClock(),
    });
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await killer.connect();
    onTestFinished(async () => {
      await killer.end();
      await app.close();
      await handle.close();
    });
    const terminate = async () =>
      (
        await killer.query(
          'select pg_terminate_backend(pid) from pg_stat_activity ' +
            'where application_name = $1 and pid <> pg_backend_pid()',
          [applicationName],
        )
      ).rowCount ?? 0;

    const visitors = Array.from({ length: 8 }, () => visitor(app));
    const steps = visitors.map(() => validSteps());
    for (const [i, v] of visitors.entries())
      expect((await v.call('POST', '/api/application/step1', steps[i]![1])).statusCode).toBe(200);

    // For a while, every backend of the pool is terminated again and again (the new ones too, as
    // soon as they show up) while each visitor keeps saving: saves in flight on a backend that
    // dies, on an idle pooled client whose backend died without it noticing, on one mid-connect.
    const answers: { statusCode: number; headers: Record<string, unknown>; body: string }[] = [];
    let terminated = 0;
    let rounds = 0;
    let outage = true;
    const killing = (async () => {
      while (rounds < 40 || terminated < 20) {
        terminated += await terminate();
        rounds++;
      }
      outage = false;
    })();
    await Promise.all(
      visitors.map(async (v, i) => {
        while (outage) answers.push(await v.call('POST', '/api/application/step2', steps[i]![2]));
      }),
    );
    await killing;
    expect(terminated).toBeGreaterThan(0);
    for (const answer of answers) expect([200, 503], answer.body).toContain(answer.statusCode);
    for (const answer of answers.filter((a) => a.statusCode === 503)) expect(answer.headers['retry-after']).toBe('5');
    expect(answers.some((a) => a.statusCode === 503)).toBe(true);

    // Once the terminations stop, the pool has replaced its clients: every save succeeds.
    for (const [i, v] of visitors.entries()) {
      const saved = await v.call('POST', '/api/application/step2', steps[i]![2]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await v.call('GET', '/api/application')).json()).toMatchObject({ loanAmount: 1200, currentStep: 3 });
    }

    // One log line for the outage (the clock does not move: all within a minute), not one per
    // failed request; none at error level; none quoting what the applicants typed.
    const faults = lines.filter((line) => /"level":(40|50|60)/.test(line));
    expect(faults.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toContain('"msg":"database unavailable"');
    for (const step of steps)
      for (const value of [step[2].email, step[2].firstName, step[2].lastName, step[2].mobilePhone])
        expect(lines.join('\n')).not.toContain(value);
  });

  it('fails a transaction whose backend dies between statements as an outage, without crashing', async () => {
    const applicationName = `broker-fault-${randomBytes(4).toString('hex')}`;
    const handle = await openDatabase({
      driver: 'pg',
      url: process.env.TEST_DATABASE_URL!,
      maxConnections: 2,
      applicationName,
    });
    const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await killer.connect();
    onTestFinished(async () => {
      await killer.end();
      await handle.close();
    });
    // pg-pool listens for a client's errors only while it is idle: without a listener of our own,
    // the backend's "terminating connection" message to a checked-out client is an uncaught
    // exception, and the whole process goes down with the transaction.
    const failed = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
          applicationName,
        ]);
        await new Promise<void>((resolve) => {
          const waiting = setInterval(() => {
            void killer
              .query('select count(*)::int as n from pg_stat_activity where application_name = $1', [applicationName])
              .then(({ rows }) => {
                if ((rows[0] as { n: number }).n === 0) {
                  clearInterval(waiting);
                  resolve();
                }
              });
          }, 20);
        });
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    // The broken client was discarded: the next query gets a new connection.
    await expect(handle.ping()).resolves.toBeUndefined();
  });
});
