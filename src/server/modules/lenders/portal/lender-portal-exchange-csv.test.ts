import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lenderTestCalls } from '#server/db/schema/index.ts';
import { leadFor } from '../inbound/inbound.fixtures.ts';
import { exchangeLogWorld } from './exchange-log.fixtures.ts';
import { portalScreen } from './list-screen.fixtures.ts';
import { portalGet } from './portal.fixtures.ts';

// Issue 43.1: the exchange log as CSV, with the screen's filter, and on the screen: the calls the
// filter finds, London times, never another lender's. Its JSON: lender-portal-exchange-log.test.ts;
// the screen's refused filter: lender-portal-exchange-filter.test.ts.
const { app, db, A, B, userA, userB, refs } = await exchangeLogWorld('xc');
const { firstDay, refused, outbid, theirs, theirTest } = refs;

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
  const screen = (query: string, cookie = userA.cookie) => portalScreen(app, `/lenders/exchanges${query}`, cookie);

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

  it('says when no call matches', async () => {
    const empty = await screen('?status=timeout');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No calls match.');
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
