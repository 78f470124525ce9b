import { describe, expect, it } from 'vitest';
import { EXCHANGES_PER_PAGE, type PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { callsOf, exchangeLogWorld } from './exchange-log.fixtures.ts';
import { portalGet } from './portal.fixtures.ts';

// Issue 43.1, a portal to work the day: the exchange log offers what the leads list offers: London
// dates (the last 30 days by default), the call and its answer, live or test, the start of a
// reference, pages. A lender never sees another lender's calls, whatever it asks.
// Its CSV and its screen: lender-portal-exchange-csv.test.ts.
const { app, A, B, userA, userB, calledLead, refs } = await exchangeLogWorld('xl');
const { firstDay, dayBefore, refused, outbid, notCalled, theirs, testRef, theirTest } = refs;

const logOf = async (query = '', cookie = userA.cookie) => {
  const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as PortalExchanges;
};

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
    // A day not on the calendar, or not a day: refused about its field, in words that name it.
    for (const [query, path, words] of [
      ['?from=2031-02-30', 'from', 'The start date must be a real date, as YYYY-MM-DD'],
      ['?to=2031-13-01', 'to', 'The end date must be a real date, as YYYY-MM-DD'],
      ['?from=yesterday', 'from', 'The start date must be a real date, as YYYY-MM-DD'],
    ]) {
      const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, userA.cookie);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().errors, query).toEqual([{ path, message: words }]);
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
