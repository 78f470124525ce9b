import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { analyticsEvents, loanApplications, rateLimitCounters } from '#server/db/schema/index.ts';
import { hashed } from '#server/lib/rate-limit-store.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { validSteps, visitor } from '#tests/support/applications.ts';

// Decision 127: a step save is one transaction on Drizzle's query builders, the same for the first
// save and every later one (the counter, the draft upserted, the funnel event); the per-session save
// limit and the status guard live in it.
const { app, db } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '0.01' } });

/** Statement names sent to PostgreSQL (decision 105), in the order of the texts. */
const names: (string | undefined)[] = [];

/** The SQL texts the driver sends while `run` runs (the job runner's own polling left out). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const spies: { mockRestore(): void }[] = [];
  names.length = 0;
  const record = (query: unknown) => {
    const named = typeof query === 'object' && query && 'name' in query ? query.name : undefined;
    const name = typeof named === 'string' ? named : undefined;
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
      spies.push(spy);
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
    spies.push(spy);
  }
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return texts;
}

describe('a step save', () => {
  it('the first save and every later one take the one path: a transaction on the query builders', async () => {
    const v = visitor(app, uniqueIp());
    const statuses: number[] = [];
    const runs = [];
    for (const step of [1, 2] as const)
      runs.push(
        await statementsDuring(async () => {
          statuses.push((await v.call('POST', `/api/application/step${step}`, validSteps()[step])).statusCode);
        }),
      );
    expect(statuses).toEqual([200, 200]);
    for (const sent of runs) {
      // One transaction each (PGlite's driver runs it as a transaction call; pg sends begin/commit).
      expect(sent.some((text) => /^begin/i.test(text))).toBe(true);
      // No named statement of a second, hand-built save path (decision 127 retired it).
      expect(names.filter((name) => name !== undefined)).toEqual([]);
      if (!db.pglite) {
        const joined = sent.join('\n');
        for (const table of ['rate_limit_counters', 'loan_applications', 'analytics_events'])
          expect(joined, table).toContain(`insert into "${table}"`);
        expect(joined).toMatch(/insert into "loan_applications"[\s\S]*on conflict \("owner_session_id"\) do update/);
      }
    }
    const draft = (await v.call('GET', '/api/application')).json() as { currentStep: number; firstName: string };
    expect(draft).toMatchObject({ currentStep: 3, firstName: 'Priya' });
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
