// Fault test on a real PostgreSQL: the database refuses every new connection (ALLOW_CONNECTIONS
// false with its backends terminated: a maintenance window, a failover in progress). The pool's
// connects fail with the server's own SQLSTATE (55000 here; 53300, 28P01, 3D000 elsewhere), which
// says nothing about an outage by itself: the failure to connect is what makes it one (issue 41.1).
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { manualClock } from '#server/lib/clock.ts';
import { isDatabaseUnavailable, markNeverConnected } from '#server/lib/db-unavailable.ts';
import { loggerOptions } from '#server/lib/logger.ts';
import { BROWSER_USER_AGENT, validSteps, visitor } from '#tests/support/applications.ts';
import { testEnv } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

describe('a connection the server refused', () => {
  it('is an outage whatever its SQLSTATE, also as pg-boss passes it on; the same codes on a query are not', () => {
    const refused = (code: string) => Object.assign(new Error(`database error ${code}`), { code });
    for (const code of ['55000', '53300', '28P01', '28000', '3D000']) {
      expect(isDatabaseUnavailable(markNeverConnected(refused(code))), code).toBe(true);
      const passedOn = markNeverConnected(refused(code));
      expect(isDatabaseUnavailable({ ...passedOn, message: passedOn.message }), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query', { cause: markNeverConnected(refused(code)) }))).toBe(true);
    }
    expect(isDatabaseUnavailable(refused('55000'))).toBe(false);
    expect(isDatabaseUnavailable(refused('28000'))).toBe(false);
  });
});

/** A database of its own, migrated, so that refusing its connections touches no other test. */
async function throwawayDatabase(admin: pg.Client) {
  const name = `broker_refused_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const backends = async () =>
    Number((await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n);
  return {
    url: url.toString(),
    async refuse() {
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await vi.waitFor(async () => expect(await backends()).toBe(0), { timeout: 10_000 });
    },
    allow: () => admin.query(`alter database ${name} allow_connections true`),
    drop: () => admin.query(`drop database if exists ${name} with (force)`),
  };
}

describe.runIf(onPostgres)('a PostgreSQL database refusing new connections', () => {
  it('answers saves and step forms 503 with Retry-After, logs the outage once, keeps the answers', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
    await admin.connect();
    const database = await throwawayDatabase(admin);
    onTestFinished(async () => {
      await database.drop();
      await admin.end();
    });
    const handle = await openDatabase({ driver: 'pg', url: database.url, maxConnections: 4 });
    await runMigrations(handle);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    // Debug level: each failure the outage line leaves out is still written there, so the test
    // can wait for the job runner's own failures instead of for time to pass.
    const logger = { ...(loggerOptions('debug') as object), stream };
    // Background jobs on: their workers poll the database all through the outage, as in production.
    const app = await buildApp({ env: testEnv(), db: handle, logger, backgroundJobs: true, clock: manualClock() });
    await app.ready();
    onTestFinished(async () => {
      await app.close();
      await handle.close();
    });
    const visitors = Array.from({ length: 6 }, () => visitor(app));
    const steps = visitors.map(() => validSteps());
    for (const [i, v] of visitors.entries())
      expect((await v.call('POST', '/api/application/step1', steps[i]![1])).statusCode).toBe(200);
    await vi.waitFor(() => expect(app.jobs.isStarted()).toBe(true), { timeout: 15_000 });

    const linesBefore = lines.length;
    await database.refuse();
    const saves = await Promise.all(visitors.map((v, i) => v.call('POST', '/api/application/step2', steps[i]![2])));
    for (const answer of saves) {
      expect(answer.statusCode, answer.body).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    // The step form as a browser without script posts it: the step again with the outage message.
    const form = await app.inject({
      method: 'POST',
      url: '/apply',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'user-agent': BROWSER_USER_AGENT,
        cookie: visitors[0]!.cookie(),
      },
      remoteAddress: visitors[0]!.ip,
      payload: new URLSearchParams({ loanAmount: '1500', loanTerm: '12', loanPurpose: '2' }).toString(),
    });
    expect(form.statusCode).toBe(503);
    expect(form.body).toContain('value="1500"');
    expect(form.body).toContain('We could not save this step just now.');
    // The job runner's pollers fail too while it lasts; wait until they have, again and again.
    const runnerFailures = () =>
      lines.slice(linesBefore).filter((line) => line.includes('job runner') && line.includes('55000'));
    await vi.waitFor(() => expect(runnerFailures().length).toBeGreaterThanOrEqual(3), { timeout: 20_000 });

    const during = lines.slice(linesBefore);
    expect(during.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    const warned = during.filter((line) => /"level":40/.test(line));
    expect(warned, warned.join('\n')).toHaveLength(1);
    // The one line is the outage's, whichever failed first: a request, or the job runner's lock connection.
    expect(warned[0]).toMatch(/database unavailable|lock connection lost/);

    await database.allow();
    for (const [i, v] of visitors.entries()) {
      const saved = await v.call('POST', '/api/application/step2', steps[i]![2]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await v.call('GET', '/api/application')).json()).toMatchObject({ loanAmount: 1200, currentStep: 3 });
    }
  });
});
