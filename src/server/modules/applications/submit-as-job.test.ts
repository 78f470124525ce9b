import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 40.5 (decision 134): the consent post enqueues the lender run (once), the outcome is a GET
// that starts nothing, and the worker writes the outcome that the GET then reads. Sandbox panel.
const { app, db } = await createTestApp({ siteRoot: null });
const queue = app.lenderPanelConfig!.jobQueue;

/** The lender-run jobs of an application, in pg-boss's own table (every state). */
async function jobsOf(applicationId: string): Promise<number> {
  const rows = await db.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${queue} and data->>'applicationId' = ${applicationId}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}
const attemptsOf = async (applicationId: string) =>
  db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, applicationId));
const rowByEmail = async (email: string) =>
  (await db.db.select().from(loanApplications).where(eq(loanApplications.email, email)))[0]!;

type Read = { status: string; redirectUrl?: string; reason?: string };

describe('submit as a job and an outcome', () => {
  it('a GET never starts the run: reading the outcome of an application consented without one', async () => {
    // Consented without a run (as before consent enqueued it): nothing but a POST may start one.
    const { cookie, application } = await createSessionApplication(db.db);
    const read = await app.inject({ method: 'GET', url: '/api/application/outcome', headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      status: 'error',
      message: 'We could not reach our lenders just now. Please try again in a few minutes.',
    });
    expect(await jobsOf(application.id)).toBe(0);
    expect(await attemptsOf(application.id)).toHaveLength(0);
    // A post (the contract's no-body submit, 'Try Again') starts it.
    const submitted = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    expect((submitted.json() as Read).status).not.toBe('error');
    expect(await jobsOf(application.id)).toBe(1);
  });

  it('a draft has no outcome to read (409) and nothing is enqueued for it', async () => {
    const v = visitor(app);
    const steps = validSteps();
    await completeSteps(v, steps);
    const read = await v.call('GET', '/api/application/outcome');
    expect(read.statusCode).toBe(409);
    expect(await jobsOf((await rowByEmail(steps[2].email as string)).id)).toBe(0);
  });

  it('consent enqueues the run once, even posted twice; the GET reads the outcome the worker wrote', async () => {
    const v = visitor(app);
    const steps = validSteps();
    await completeSteps(v, steps);
    const [first, second] = await Promise.all([
      v.call('POST', '/api/application/submit', CONSENT),
      v.call('POST', '/api/application/submit', CONSENT),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    const { id } = await rowByEmail(steps[2].email as string);
    expect(await jobsOf(id)).toBe(1);

    // Read until the worker has written it (no call here starts or waits for anything).
    await expect
      .poll(async () => ((await v.call('GET', '/api/application/outcome')).json() as Read).status, { timeout: 20_000 })
      .not.toBe('waiting');
    const outcome = (await v.call('GET', '/api/application/outcome')).json() as Read;
    const row = await rowByEmail(steps[2].email as string);
    expect(outcome).toEqual({ status: 'sold', redirectUrl: row.redirectUrl });
    // One lead: each lender was asked once, one bought it.
    const attempts = await attemptsOf(id);
    expect(new Set(attempts.map((a) => a.lenderId)).size).toBe(attempts.length);
    expect(attempts.filter((a) => a.decision === 'sold')).toHaveLength(1);
    // The contract's no-body submit answers the same stored outcome, and enqueues nothing more.
    expect((await v.call('POST', '/api/application/submit')).json()).toEqual(outcome);
    expect(await jobsOf(id)).toBe(1);
  });

  it('a duplicate applicant is refused at consent: its outcome is known at once and no run is enqueued', async () => {
    const a = visitor(app);
    const stepsA = validSteps();
    await completeSteps(a, stepsA);
    await a.call('POST', '/api/application/submit', CONSENT);
    await expect
      .poll(async () => ((await a.call('GET', '/api/application/outcome')).json() as Read).status, { timeout: 20_000 })
      .toBe('sold');

    const b = visitor(app);
    const stepsB = validSteps();
    await completeSteps(b, {
      ...stepsB,
      2: { ...stepsB[2], email: stepsA[2].email, mobilePhone: stepsA[2].mobilePhone },
    });
    expect((await b.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
    const read = await b.call('GET', '/api/application/outcome');
    expect(read.json()).toEqual({ status: 'reject' });
    const rowB = (
      await db.db
        .select()
        .from(loanApplications)
        .where(and(eq(loanApplications.email, stepsA[2].email as string), eq(loanApplications.apiStatus, 'reject')))
    )[0]!;
    expect(await jobsOf(rowB.id)).toBe(0);
    expect(await attemptsOf(rowB.id)).toHaveLength(0);
    expect((await b.call('GET', '/api/application')).json()).toMatchObject({ rejectReason: 'duplicate' });
  });
});
