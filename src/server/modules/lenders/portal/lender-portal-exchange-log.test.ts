import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadAttempts, lenderTestCalls } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import { EXCHANGES_PER_PAGE, type PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser, portalGet } from './portal.fixtures.ts';

// Issue 43.1, a portal to work the day: the exchange log offers what the leads list offers: London
// dates (the last 30 days by default), the call and its answer, live or test, the start of a
// reference, pages. A lender never sees another lender's calls, whatever it asks.
const s = Math.random().toString(36).slice(2, 8);
const A = `xl-a-${s}`;
const B = `xl-b-${s}`;
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: A }, { id: B }]) } });
clock.set(new Date('2031-06-15T12:00:00Z'));
const admin = await adminSession(app, db.db);
const userA = await enrolledLenderUser(app, admin.cookie, A);
const userB = await enrolledLenderUser(app, admin.cookie, B);

type Attempt = Partial<typeof leadAttempts.$inferInsert>;

/** An application and the lender's attempt at it, as the ping tree records it; the reference the lender was given. */
async function attempted(lenderId: string, at: Date, values: Attempt): Promise<string> {
  const application = await insertApplication(db.db);
  await db.db.insert(leadAttempts).values({
    applicationId: application.id,
    lenderId,
    lenderName: `Lender ${lenderId}`,
    tier: 1,
    attemptedAt: at,
    decision: 'skipped',
    ...values,
  });
  return leadReferenceFor(application.id, lenderId);
}

/** A lead pinged at `at` and posted 2 s later, each call with its own timing and answer. */
const calledLead = (lenderId: string, at: Date, post: 'sold' | 'reject' = 'sold') =>
  attempted(lenderId, at, {
    latencyMs: 700,
    httpStatus: 200,
    decision: post,
    price: post === 'sold' ? 21 : null,
    errorReason: post === 'reject' ? 'outside our criteria' : null,
    postTries: 1,
    pingLatencyMs: 120,
    pingHttpStatus: 200,
    pingDecision: 'accept',
    pingPrice: 21,
    postSentAt: new Date(at.getTime() + 2_000),
    postLatencyMs: 580,
  });

/** A lead only pinged: a bid another lender outbid (`call`), or a lender skipped without a call. */
const pingedOnly = (lenderId: string, at: Date, call: boolean) =>
  attempted(
    lenderId,
    at,
    call ? { latencyMs: 90, httpStatus: 200, price: 8, errorReason: 'another lender bought the lead' } : {},
  );

// 01:30 BST on 17 May is still 16 May in UTC: the first London day of the last 30 days.
const firstDay = await calledLead(A, new Date('2031-05-17T00:30:00Z'));
const dayBefore = await calledLead(A, new Date('2031-05-16T22:30:00Z'));
const refused = await calledLead(A, new Date('2031-06-14T10:00:00Z'), 'reject');
const outbid = await pingedOnly(A, new Date('2031-06-13T09:00:00Z'), true);
const notCalled = await pingedOnly(A, new Date('2031-06-13T10:00:00Z'), false);
const theirs = await calledLead(B, new Date('2031-06-14T11:00:00Z'));
const [testRef, theirTest] = [randomBytes(20).toString('hex'), randomBytes(20).toString('hex')];
await db.db.insert(lenderTestCalls).values([
  { lenderId: A, reference: testRef, stage: 'ping', sentAt: new Date('2031-06-15T09:00:00Z'), decision: 'accept' },
  { lenderId: A, reference: testRef, stage: 'post', sentAt: new Date('2031-06-15T09:00:01Z'), decision: 'reject' },
  { lenderId: B, reference: theirTest, stage: 'ping', sentAt: new Date('2031-06-15T09:00:00Z'), decision: 'accept' },
]);

const logOf = async (query = '', cookie = userA.cookie) => {
  const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PortalExchanges;
};
const callsOf = (log: PortalExchanges) => log.exchanges.map((e) => `${e.reference} ${e.stage} ${e.answer}`);

describe('the exchange log, filtered (issue 43.1)', () => {
  it('shows the last 30 London days by default, newest first, a post before its ping', async () => {
    const log = await logOf();
    expect(log).toMatchObject({ from: '2031-05-17', to: '2031-06-15', kind: 'live', page: 1, pageCount: 1 });
    expect(log).toMatchObject({ stage: null, status: null, q: '', total: 5 });
    expect(callsOf(log)).toEqual([
      `${refused} post reject`,
      `${refused} ping accept`,
      `${outbid} ping skipped`,
      `${firstDay} post sold`,
      `${firstDay} ping accept`,
    ]);
    expect(log.exchanges[0]).toEqual({
      at: '2031-06-14T10:00:02.000Z',
      reference: refused,
      test: false,
      stage: 'post',
      latencyMs: 580,
      httpStatus: 200,
      answer: 'reject',
      price: null,
      reason: 'outside our criteria',
      recorded: true,
      requestBody: null,
      answerBody: null,
    });
    expect(log.exchanges[1]).toMatchObject({ latencyMs: 120, price: 2100, reason: null, recorded: true });
    expect(JSON.stringify(log)).not.toContain(dayBefore);
    expect(JSON.stringify(log)).not.toContain(notCalled);
  });

  it('filters by London dates, the call, its answer and the start of a reference', async () => {
    expect(callsOf(await logOf('?from=2031-05-16&to=2031-05-16'))).toEqual([
      `${dayBefore} post sold`,
      `${dayBefore} ping accept`,
    ]);
    expect(callsOf(await logOf('?stage=post'))).toEqual([`${refused} post reject`, `${firstDay} post sold`]);
    expect(callsOf(await logOf('?stage=ping&status=accept'))).toEqual([
      `${refused} ping accept`,
      `${firstDay} ping accept`,
    ]);
    expect(callsOf(await logOf('?status=skipped'))).toEqual([`${outbid} ping skipped`]);
    expect(callsOf(await logOf(`?q=${firstDay.slice(0, 10).toUpperCase()}`))).toEqual([
      `${firstDay} post sold`,
      `${firstDay} ping accept`,
    ]);
    const none = await logOf('?status=timeout');
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, exchanges: [] });
  });

  it('lists the test calls apart, with the same filters', async () => {
    const tests = await logOf('?kind=test');
    expect(callsOf(tests)).toEqual([`${testRef} post reject`, `${testRef} ping accept`]);
    expect(tests.exchanges.every((e) => e.test)).toBe(true);
    expect(callsOf(await logOf('?kind=test&stage=ping'))).toEqual([`${testRef} ping accept`]);
    expect(callsOf(await logOf('?kind=test&status=reject'))).toEqual([`${testRef} post reject`]);
    expect((await logOf('?kind=test&from=2031-06-16&to=2031-06-20')).total).toBe(0);
  });

  it('refuses a filter it cannot read, and an end before the start', async () => {
    for (const query of ['?from=2031-06-10&to=2031-06-01', '?stage=both', '?status=maybe', '?q=xyz', '?page=0']) {
      const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, userA.cookie);
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('pages: 50 calls a page, with the page and the total', async () => {
    const from = '?from=2031-04-01&to=2031-04-30';
    const leads = EXCHANGES_PER_PAGE / 2 + 1;
    for (let i = 0; i < leads; i += 1) await calledLead(A, new Date(Date.UTC(2031, 3, 2, 9, i)));
    const first = await logOf(from);
    expect(first).toMatchObject({ total: 2 * leads, page: 1, pageCount: 2 });
    expect(first.exchanges).toHaveLength(EXCHANGES_PER_PAGE);
    const second = await logOf(`${from}&page=2`);
    expect(second).toMatchObject({ total: 2 * leads, page: 2, pageCount: 2 });
    expect(second.exchanges).toHaveLength(2);
    // The pages meet without a gap or an overlap: the oldest lead's post and ping come last.
    const seen = new Set([...callsOf(first), ...callsOf(second)]);
    expect(seen.size).toBe(2 * leads);
    expect(second.exchanges.map((e) => e.stage)).toEqual(['post', 'ping']);
    expect(second.exchanges[1]!.at).toBe('2031-04-02T09:00:00.000Z');
  });

  it("never shows another lender's calls, whatever the filter", async () => {
    for (const query of ['', '?kind=test', '?from=2031-01-01', '?kind=test&from=2031-01-01']) {
      const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, userA.cookie);
      for (const other of [theirs, theirTest, B]) expect(answer.body, query).not.toContain(other);
    }
    // Their reference asked for finds nothing, as a made-up one.
    expect(await logOf(`?q=${theirs}`)).toMatchObject({ total: 0, exchanges: [] });
    expect(await logOf(`?kind=test&q=${theirTest}`)).toMatchObject({ total: 0, exchanges: [] });
    expect(callsOf(await logOf('?kind=test', userB.cookie))).toEqual([`${theirTest} ping accept`]);
    const bLog = await logOf('', userB.cookie);
    expect(bLog.exchanges.map((e) => e.reference)).toEqual([theirs, theirs]);
  });
});

describe('the exchange log as CSV (issue 43.1)', () => {
  const csvOf = async (query: string, cookie = userA.cookie) => {
    const answer = await portalGet(app, `/api/lender-portal/exchanges/csv${query}`, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    return { lines: answer.body.trim().split('\r\n'), body: answer.body, file: answer.headers['content-disposition'] };
  };

  it("exports the filtered calls with the table's columns: London times, pence, its own calls only", async () => {
    const csv = await csvOf('?from=2031-05-17&to=2031-06-15');
    expect(csv.file).toBe('attachment; filename="exchanges-live-2031-05-17-to-2031-06-15.csv"');
    expect(csv.lines).toEqual([
      'sent (London time),reference,test,call,took (ms),HTTP status,answer,reason,price (pence)',
      `"14 Jun 2031, 11:00:02 BST",${refused},no,post,580,200,reject,outside our criteria,`,
      `"14 Jun 2031, 11:00:00 BST",${refused},no,ping,120,200,accept,,2100`,
      `"13 Jun 2031, 10:00:00 BST",${outbid},no,ping,90,200,skipped,another lender bought the lead,800`,
      `"17 May 2031, 01:30:02 BST",${firstDay},no,post,580,200,sold,,2100`,
      `"17 May 2031, 01:30:00 BST",${firstDay},no,ping,120,200,accept,,2100`,
    ]);
    expect((await csvOf('?stage=post&status=sold')).lines.slice(1)).toEqual([
      `"17 May 2031, 01:30:02 BST",${firstDay},no,post,580,200,sold,,2100`,
    ]);
    for (const query of ['', '?from=2031-01-01', '?kind=test&from=2031-01-01'])
      for (const other of [theirs, theirTest, B]) expect((await csvOf(query)).body).not.toContain(other);
    expect((await csvOf('?from=2031-01-01', userB.cookie)).body).not.toContain(firstDay);
  });

  it('says what was not recorded, neutralises a formula in a reason, and lists test calls apart', async () => {
    const early = await leadFor(db.db, A, { at: new Date('2031-03-10T12:00:00Z'), price: 12 });
    expect((await csvOf('?from=2031-03-10&to=2031-03-10')).lines.slice(1)).toEqual([
      `not recorded,${early},no,post,not recorded,not recorded,sold,,1200`,
      `"10 Mar 2031, 12:00:00 GMT",${early},no,ping,not recorded,not recorded,not recorded,,`,
    ]);
    const reference = randomBytes(20).toString('hex');
    const sentAt = new Date('2031-03-11T09:00:00Z');
    await db.db
      .insert(lenderTestCalls)
      .values({ lenderId: A, reference, stage: 'ping', sentAt, decision: 'error', reason: '=HYPERLINK("x")' });
    const tests = await csvOf('?kind=test&from=2031-03-11&to=2031-03-11');
    expect(tests.file).toBe('attachment; filename="exchanges-test-2031-03-11-to-2031-03-11.csv"');
    expect(tests.lines.slice(1)).toEqual([
      `"11 Mar 2031, 09:00:00 GMT",${reference},yes,ping,,,error,"'=HYPERLINK(""x"")",`,
    ]);
  });

  it('refuses a filter it cannot read', async () => {
    const answer = await portalGet(app, '/api/lender-portal/exchanges/csv?from=2031-06-10&to=2031-06-01', userA.cookie);
    expect(answer.statusCode).toBe(400);
  });
});

describe('the exchange log screen (issue 43.1)', () => {
  /** The page, its text without React's markers between the pieces of one sentence. */
  const screen = async (query: string, cookie = userA.cookie) => {
    const page = await app.inject({ method: 'GET', url: `/lenders/exchanges${query}`, headers: { cookie } });
    return { statusCode: page.statusCode, body: page.body.replaceAll('<!-- -->', '') };
  };

  it('shows the calls as filtered, with the page and the total, in London time', async () => {
    const page = await screen('?stage=post&status=sold&from=2031-05-17');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1 live call from 2031-05-17 to 2031-06-15 (London dates), page 1 of 1.');
    expect(page.body).toContain(firstDay);
    expect(page.body).not.toContain(refused);
    expect(page.body).toContain('17 May 2031, 01:30:02 BST');
    expect(page.body).toContain('£21.00');
    expect(page.body).toMatch(/<option value="post" selected="">post<\/option>/);
    // The CSV of the same filter.
    const query = 'from=2031-05-17&amp;to=2031-06-15&amp;stage=post&amp;status=sold&amp;kind=live';
    expect(page.body).toContain(`href="/api/lender-portal/exchanges/csv?${query}"`);
  });

  it('says when no call matches, and what it could not read', async () => {
    const empty = await screen('?status=timeout');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No calls match.');
    const wrong = await screen('?from=2031-06-10&to=2031-06-01');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The end date is before the start date');
    expect(wrong.body).toContain('from 2031-05-17 to 2031-06-15');
    const unread = await screen('?q=not-hex');
    expect(unread.body).toContain('Enter the start of a reference (0-9, a-f)');
  });

  it("never shows another lender's calls", async () => {
    for (const query of ['', '?kind=test', '?from=2031-01-01']) {
      const page = await screen(query);
      expect(page.statusCode).toBe(200);
      for (const other of [theirs, theirTest, B]) expect(page.body, query).not.toContain(other);
    }
    const asked = await screen(`?q=${theirs}`);
    expect(asked.body).toContain('No calls match.');
    expect(asked.body).toContain('0 live calls');
    expect((await screen('?kind=test', userB.cookie)).body).toContain(theirTest);
  });
});
