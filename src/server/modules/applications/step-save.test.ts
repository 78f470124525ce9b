import { and, eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { analyticsEvents, loanApplications, rateLimitCounters } from '#server/db/schema/index.ts';
import { hashed } from '#server/lib/rate-limit-store.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';

// Decisions 045, 104 and 108: a step save of a visitor with a draft is one statement (session,
// counter, draft update, event), built once per shape; the per-session save limit and the status
// guard live in it.
const { app, db } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.01' } });

/** Statement names sent to PostgreSQL (decision 105), in the order of the texts. */
const names: (string | undefined)[] = [];

/** The SQL texts the driver sends while `run` runs (the job runner's own polling left out). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  names.length = 0;
  const record = (query: unknown) => {
    const name = typeof query === 'object' && query && 'name' in query ? String(query.name) : undefined;
    const text =
      typeof query === 'string'
        ? query
        : typeof query === 'object' && query && 'text' in query
          ? String(query.text)
          : '';
    if (text.includes('pgboss')) return;
    texts.push(text);
    names.push(name);
  };
  if (db.pglite) {
    const pglite = db.pglite;
    for (const method of ['query', 'exec', 'transaction'] as const) {
      const original = pglite[method].bind(pglite) as (...args: unknown[]) => unknown;
      const spy = vi.spyOn(pglite, method).mockImplementation(((...args: unknown[]) => {
        record(method === 'transaction' ? 'begin' : args[0]);
        return original(...args);
      }) as never);
      onTestFinished(() => spy.mockRestore());
    }
  } else {
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      record(args[0]);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as never);
    onTestFinished(() => spy.mockRestore());
  }
  await run();
  return texts;
}

describe('a step save', () => {
  it('is one statement for a visitor with a draft (session, counter, draft update, event)', async () => {
    const v = visitor(app);
    expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await v.call('POST', '/api/application/step2', validSteps()[2])).statusCode;
    });
    expect(status).toBe(200);
    expect(sent).toHaveLength(1);
    const [statement = ''] = sent;
    for (const table of ['sessions', 'rate_limit_counters', 'analytics_events'])
      expect(statement, table).toContain(`"${table}"`);
    // The draft is updated in place with the step's columns only, not the whole row.
    expect(statement).toMatch(/draft as \(update "loan_applications" set/);
    expect(statement).toContain('"first_name"');
    expect(statement).not.toContain('"bank_name"');
    // On PostgreSQL a named prepared statement, parsed once per connection (decision 105).
    expect(names[0]).toEqual(db.pglite ? undefined : expect.stringMatching(/^step_save_[\w-]{22}$/));
    const draft = (await v.call('GET', '/api/application')).json() as { currentStep: number; firstName: string };
    expect(draft).toMatchObject({ currentStep: 3, firstName: 'Priya' });
  });

  it('is built by Drizzle once per shape: a later save of the step only fills in its values', async () => {
    // Two visitors, as the per-session limit here is two saves: the first's step 2 builds the shape.
    const first = visitor(app, uniqueIp());
    const v = visitor(app, uniqueIp());
    for (const someone of [first, v])
      expect((await someone.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    expect((await first.call('POST', '/api/application/step2', validSteps()[2])).statusCode).toBe(200);
    const build = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    onTestFinished(() => build.mockRestore());
    let status = 0;
    const sent = await statementsDuring(async () => {
      status = (await v.call('POST', '/api/application/step2', { ...validSteps()[2], firstName: 'Amara' })).statusCode;
    });
    expect(status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(build).not.toHaveBeenCalled();
    const draft = (await v.call('GET', '/api/application')).json() as { firstName: string };
    expect(draft.firstName).toBe('Amara');
  });

  it('writes one funnel event per save, and none over the limit', async () => {
    const v = visitor(app, uniqueIp());
    for (const step of [1, 1] as const)
      expect((await v.call('POST', `/api/application/step${step}`, validSteps()[step])).statusCode).toBe(200);
    expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(429);
    const { sessionId } = (await v.call('GET', '/api/application')).json() as { sessionId: string };
    const [row] = await db.db
      .select({ owner: loanApplications.ownerSessionId })
      .from(loanApplications)
      .where(eq(loanApplications.sessionId, sessionId));
    const events = await db.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.sessionId, row?.owner ?? ''),
          eq(analyticsEvents.eventType, 'application_step_complete'),
        ),
      );
    expect(events).toHaveLength(2);
    // Counted in SQL under the key rate-limit-store's hashed() makes: 3 saves, the refused one too.
    const [counter] = await db.db
      .select({ count: rateLimitCounters.count })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `journey:${hashed(`step-saves:${row?.owner ?? ''}`)}`));
    expect(counter?.count).toBe(3);
  });

  it('answers 429 with Retry-After over the per-session limit and stores nothing more', async () => {
    // 200 saves per session per hour × 0.01 = 2; the first save (which creates the session) counts.
    const v = visitor(app, uniqueIp());
    expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    expect((await v.call('POST', '/api/application/step1', validSteps()[1])).statusCode).toBe(200);
    const refused = await v.call('POST', '/api/application/step1', { ...validSteps()[1], loanAmount: 4000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many saves of this application. Please try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    const { sessionId } = (await v.call('GET', '/api/application')).json() as { sessionId: string };
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, sessionId));
    expect(row?.loanAmount).toBe(validSteps()[1].loanAmount);
  });

  it('with a cookie that matches no session, starts a new session and draft', async () => {
    const forged = `sid=${'A'.repeat(43)}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/application/step1',
      headers: { cookie: forged },
      remoteAddress: uniqueIp(),
      payload: validSteps()[1],
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.map((c) => c.name)).toEqual(['sid']);
  });
});
