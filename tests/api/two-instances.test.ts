import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { createTestApp, testEnv, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';

const onPostgres = process.env.TEST_DB_DRIVER === 'pg';

// Scale-out is several instances on one PostgreSQL. The embedded database belongs to one
// process, so there is no second instance to test on PGlite.
describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL (skipped on PGlite: one process owns the embedded database)',
  async () => {
    // As in production: the same secrets, the same job queue, a connection pool each.
    // RATE_LIMIT_SCALE 3: real limits (the contact form's 10 per IP becomes 30), still above the 51
    // submits of one session below (20 per session per hour × 3).
    const shared = {
      SESSION_SECRET: 'fleet-session-secret-0123456789abcdef0123',
      DATA_KEY: randomBytes(32).toString('hex'),
      RATE_LIMIT_SCALE: '3',
    };
    const CONTACT_LIMIT = 10 * 3;
    const clock = manualClock();
    const jobQueueSuffix = `fleet-${randomBytes(3).toString('hex')}`;
    const { app: one, db } = await createTestApp({ siteRoot: null, clock, jobQueueSuffix, env: shared });
    const ownPool = onPostgres
      ? await openDatabase({ driver: 'pg', url: process.env.TEST_DATABASE_URL!, maxConnections: 4 })
      : undefined;
    const other: App | undefined = ownPool
      ? await buildApp({
          env: testEnv(shared),
          db: ownPool,
          clock,
          siteRoot: null,
          backgroundJobs: false,
          jobQueueSuffix,
        })
      : undefined;
    afterAll(async () => {
      await other?.close();
      await ownPool?.close();
    });
    const cookieHeader = (cookie: string) => ({ cookie, 'user-agent': 'vitest-browser/1.0' });

    it('a draft saved through one instance is read through the other', async () => {
      const v = visitor(one);
      expect(
        (await v.call('POST', '/api/application/step1', { loanAmount: 750, loanTerm: 9, loanPurpose: 3 })).statusCode,
      ).toBe(200);
      const read = await other!.inject({ method: 'GET', url: '/api/application', headers: cookieHeader(v.cookie()) });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ loanAmount: 750, loanTerm: 9, loanPurpose: 3 });
    });

    it('fifty simultaneous submits of one application through both instances sell one lead', async () => {
      const v = visitor(one);
      const steps = validSteps();
      const email = uniqueEmail('fleet');
      await completeSteps(v, { ...steps, 2: { ...steps[2], email } });
      expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);

      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          (i % 2 ? one : other!).inject({
            method: 'POST',
            url: '/api/application/submit',
            headers: cookieHeader(v.cookie()),
            remoteAddress: v.ip,
          }),
        ),
      );
      const sold = answers.filter((a) => a.statusCode === 200);
      expect(
        answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 503).map((a) => `${a.statusCode} ${a.body}`),
      ).toEqual([]);
      expect(sold.length).toBeGreaterThan(0);
      expect(new Set(sold.map((a) => a.body)).size).toBe(1);
      expect(sold[0]!.json()).toMatchObject({ status: 'sold' });

      const [application] = await db.db
        .select({ id: loanApplications.id })
        .from(loanApplications)
        .where(eq(loanApplications.email, email));
      const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application!.id));
      expect(attempts.filter((a) => a.decision === 'sold')).toHaveLength(1);
      const final = await other!.inject({ method: 'GET', url: '/api/application', headers: cookieHeader(v.cookie()) });
      expect(final.json()).toMatchObject({ status: 'sold', apiStatus: 'sold' });
    });

    it('the contact form rate limit counts requests through both instances', async () => {
      const ip = uniqueIp();
      const send = (app: App, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/contact',
          remoteAddress: ip,
          payload: { name: 'Fleet', email: uniqueEmail('fleet'), message: `m${i}` },
        });
      for (let i = 0; i < CONTACT_LIMIT; i++) expect((await send(i % 2 ? one : other!, i)).statusCode).toBe(201);
      expect((await send(one, CONTACT_LIMIT)).statusCode).toBe(429);
      expect((await send(other!, CONTACT_LIMIT + 1)).statusCode).toBe(429);
    });
  },
);
