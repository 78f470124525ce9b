// Issue 11 item 4: a query that fails carries the applicant's data in its parameters; neither the
// log nor pg-boss's job table may keep it.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createPgBossRunner } from '#server/jobs/pg-boss-runner.ts';
import { loggerOptions } from '#server/lib/logger.ts';
import { validSteps } from '#tests/support/applications.ts';
import { cookiesFrom, createTestApp, uniqueIp } from '#tests/support/test-app.ts';

const CANARY = `Canary${randomBytes(5).toString('hex')}`;
const CONSTRAINT = `test_canary_${randomBytes(4).toString('hex')}`;
const logLines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

const { app, db } = await createTestApp({
  siteRoot: null,
  logger: { ...(loggerOptions('info') as object), stream: capture },
});

beforeAll(async () => {
  // NOT VALID: existing rows are not checked; only this test's canary is refused.
  await db.db.execute(
    sql.raw(
      `alter table loan_applications add constraint ${CONSTRAINT} check ` +
        `(last_name is distinct from '${CANARY}') not valid`,
    ),
  );
});
afterAll(async () => {
  await db.db.execute(sql.raw(`alter table loan_applications drop constraint if exists ${CONSTRAINT}`));
});

describe('a failing query with personal data', () => {
  it('answers 500 and the captured log keeps the SQL state and constraint but not the data', async () => {
    const remoteAddress = uniqueIp();
    const first = await app.inject({
      method: 'POST',
      url: '/api/application/step1',
      payload: validSteps()[1],
      remoteAddress,
    });
    expect(first.statusCode).toBe(200);
    const failed = await app.inject({
      method: 'POST',
      url: '/api/application/step2',
      headers: { cookie: cookiesFrom(first) },
      payload: { ...validSteps()[2], lastName: CANARY },
      remoteAddress,
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Internal server error' });
    expect(failed.body).not.toContain(CANARY);
    const log = logLines.join('');
    expect(log).toContain('23514');
    expect(log).toContain(CONSTRAINT);
    expect(log).not.toContain(CANARY);
  });

  it('a job failing on that query leaves nothing of the lead in pgboss.job', async () => {
    const runner = createPgBossRunner(db, pino({ level: 'silent' }));
    onTestFinished(() => runner.stop());
    const queue = `test-canary-${randomBytes(4).toString('hex')}`;
    const key = randomBytes(6).toString('hex');
    await runner.work<{ applicationRef: string }>(
      queue,
      async () => {
        await db.db.execute(
          sql`insert into loan_applications (session_id, status, last_name, email)
            values (gen_random_uuid(), 'draft', ${CANARY}, ${`${CANARY}@example.com`})`,
        );
      },
      { retryLimit: 0 },
    );
    await runner.enqueue(queue, key, { applicationRef: 'no personal data here' });
    const deadline = Date.now() + 15_000;
    while ((await runner.state(queue, key)) !== 'failed') {
      if (Date.now() > deadline) throw new Error('the job never failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const result = await db.db.execute(sql`select output::text as output from pgboss.job where name = ${queue}`);
    const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as { output: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.output).toContain('23514');
    expect(rows[0]!.output).not.toContain(CANARY);
  });
});
