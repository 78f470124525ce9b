import { readFileSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { isDatabaseUnavailable } from '#server/lib/db-unavailable.ts';
import { manualClock } from '#server/lib/clock.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';
import { MIGRATED_IMAGE } from '#tests/support/paths.ts';
import { startTcpProxy } from '#tests/support/tcp-proxy.ts';
import { testEnv } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

describe('classifying database errors', () => {
  it('counts connection failures as an outage, and query errors not', () => {
    const wrap = (cause: unknown) => Object.assign(new Error('Failed query: insert into ...'), { cause });
    expect(
      isDatabaseUnavailable(
        wrap(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrap(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(new Error('PGlite is closed')))).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Client was closed and is not queryable')))).toBe(true);
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })))).toBe(true);
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('terminating connection'), { code: '08006' })))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('invalid byte sequence'), { code: '22021' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});

describe.skipIf(onPostgres)('a closed embedded database', () => {
  it('answers 503 with Retry-After to a step save, not 500', async () => {
    const handle = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(MIGRATED_IMAGE)]) });
    const app = await buildApp({
      env: testEnv(),
      db: handle,
      siteRoot: null,
      logger: false,
      backgroundJobs: false,
      clock: manualClock(),
    });
    onTestFinished(() => app.close());
    const v = visitor(app);
    expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    await handle.close();
    const response = await v.call('POST', '/api/application/step2', validSteps()[2]);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: 'The service is briefly unavailable. Please try again in a moment.' });
  });
});

describe.runIf(onPostgres)('PostgreSQL connections ended during saves', () => {
  it('answers 503 with Retry-After while it is gone, and saves at once when it is back, nothing lost', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const handle = await openDatabase({ driver: 'pg', url: viaProxy.toString(), maxConnections: 4 });
    const app = await buildApp({
      env: testEnv(),
      db: handle,
      siteRoot: null,
      logger: false,
      backgroundJobs: false,
      clock: manualClock(),
    });
    onTestFinished(async () => {
      await app.close();
      await handle.close();
      await proxy.close();
    });
    const visitors = Array.from({ length: 10 }, () => visitor(app));
    for (const v of visitors)
      expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);

    // Saves in flight while every connection is reset, then saves while none can be opened.
    const during = visitors.map((v) => v.call('POST', '/api/application/step2', validSteps()[2]));
    proxy.cut();
    const answers = [
      ...(await Promise.all(during)),
      ...(await Promise.all(visitors.map((v) => v.call('POST', '/api/application/step2', validSteps()[2])))),
    ];
    for (const answer of answers) expect([200, 503], answer.body).toContain(answer.statusCode);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(visitors.length);
    for (const answer of refused) expect(answer.headers['retry-after']).toBe('5');

    proxy.restore();
    for (const v of visitors) {
      expect((await v.call('POST', '/api/application/step2', validSteps()[2])).statusCode).toBe(200);
      const draft = await v.call('GET', '/api/application');
      expect(draft.json()).toMatchObject({ loanAmount: 1200, currentStep: 3 });
    }
  });
});
