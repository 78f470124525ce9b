// The export reads the next page while it writes the current one. A download aborted while that
// page is read, whose read then fails, must neither leave a rejection unhandled (Node's default
// ends the process) nor go unlogged. A real failure on a real PostgreSQL: the next page is held
// behind a table lock, the client goes, and the held query is cancelled.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { manualClock } from '#server/lib/clock.ts';
import { loggerOptions } from '#server/lib/logger.ts';
import { adminSession } from '#tests/support/admins.ts';
import { testEnv } from '#tests/support/test-app.ts';
import { registerTestClock } from '#tests/support/test-clock.ts';
import { EXPORT_BATCH } from './applications-csv.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

/** Polls `ready` until it holds (a few seconds at most). */
async function until(ready: () => Promise<boolean> | boolean, what: string) {
  for (let tries = 0; tries < 250; tries++) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.runIf(onPostgres)('GET /api/admin/applications/export.csv aborted while the next page is read', () => {
  it.each(['gzip', 'identity'])(
    'logs the failed read without personal data, and leaves no rejection unhandled (%s)',
    async (encoding) => {
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      onTestFinished(() => void process.off('unhandledRejection', onUnhandled));

      // The app on its own pool, named, so that the test finds its queries among the other files'.
      const applicationName = `broker-export-${randomBytes(4).toString('hex')}`;
      const handle = await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, applicationName });
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      const clock = manualClock();
      const app = await buildApp({
        env: testEnv(),
        db: handle,
        siteRoot: null,
        logger: { ...(loggerOptions('info') as object), stream },
        backgroundJobs: false,
        clock,
      });
      registerTestClock(app, clock);
      const locker = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
      await locker.connect();
      onTestFinished(async () => {
        await locker.end();
        await app.close();
        await handle.close();
      });

      // One page and one row more, each applicant with a name and an email the log must not carry.
      const marker = `zq${randomBytes(4).toString('hex')}`;
      const firstName = `Canary${randomBytes(4).toString('hex')}`;
      await locker.query(
        `insert into loan_applications (session_id, first_name, last_name, email, loan_amount, loan_term, created_at)
       select gen_random_uuid(), $1, $2, $2 || n || '@example.com', 500, 6, now() - n * interval '1 second'
       from generate_series(1, $3::int) n`,
        [firstName, marker, EXPORT_BATCH + 1],
      );
      const { cookie } = await adminSession(app, handle.db);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const closed = new Promise<void>((resolve) =>
        app.server.once('request', (_request, response: http.ServerResponse) => response.once('close', resolve)),
      );

      // The export's queries wait behind the lock; the first page is let through and the lock taken
      // again in one round trip, so the page read ahead waits behind it.
      const waitingOnTheLock = async () =>
        (
          await locker.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
            [applicationName],
          )
        ).rows[0]?.n === 1;
      await locker.query(`set lock_timeout = '10s'`);
      await locker.query('begin; lock table loan_applications in access exclusive mode');
      const request = http.get({
        host: '127.0.0.1',
        port: (app.server.address() as AddressInfo).port,
        path: `/api/admin/applications/export.csv?q=${marker}`,
        headers: { cookie, 'accept-encoding': encoding },
      });
      request.on('error', () => undefined);
      const response = new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
      await until(waitingOnTheLock, 'the first page to wait on the lock');
      await locker.query('commit; begin; lock table loan_applications in access exclusive mode');

      // The first chunk comes, the client goes while the next page waits; then that read fails.
      const download = await response;
      expect(download.statusCode).toBe(200);
      await new Promise((resolve) => download.once('data', resolve));
      request.destroy();
      await closed;
      await until(waitingOnTheLock, 'the next page to wait on the lock');
      const cancelled = await locker.query(
        `select pg_cancel_backend(pid) from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
        [applicationName],
      );
      expect(cancelled.rowCount).toBe(1);
      await locker.query('rollback');

      const failure = () => lines.find((line) => line.includes('applications export failed'));
      await until(() => unhandled.length > 0 || failure() !== undefined, 'the failure to be logged');
      expect(unhandled).toEqual([]);
      expect(JSON.parse(failure()!)).toMatchObject({
        level: 50,
        msg: 'applications export failed after the download was aborted',
        err: { sqlState: '57014' },
      });
      const log = lines.join('\n');
      // The emails and the search (in the query's parameters) carry the marker.
      for (const personal of [marker, firstName]) expect(log).not.toContain(personal);
    },
  );
});
