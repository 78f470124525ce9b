import { describe, expect, it } from 'vitest';
import { lenderTestCalls } from '#server/db/schema/index.ts';
import { END_BEFORE_START } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { leadFor, panelFile } from '../inbound/inbound.fixtures.ts';
import {
  expectDataRequestRefused,
  expectEndBeforeStart,
  expectNoProblem,
  portalScreen,
} from './list-screen.fixtures.ts';
import { enrolledLenderUser, portalGet } from './portal.fixtures.ts';

// Find leads (issue 43.1): dates out of order are a refused filter, said about the end date (the
// JSON API's 400, the screen's form with its problem, with script or without), never an error
// page; and the leads' CSV neutralises a cell a spreadsheet would run as a formula (OWASP CSV
// injection), as the exchange log's does.
const s = Math.random().toString(36).slice(2, 8);
const A = `find-a-${s}`;
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: A }]) } });
clock.set(new Date('2031-06-15T12:00:00Z'));
const admin = await adminSession(app, db.db);
const user = await enrolledLenderUser(app, admin.cookie, A);
const sold = await leadFor(db.db, A, { at: new Date('2031-06-14T10:00:00Z'), price: 12 });
const get = (url: string) => portalGet(app, url, user.cookie);

const screen = (query: string) => portalScreen(app, `/lenders/find${query}`, user.cookie);

describe('Find leads: an end date before the start date', () => {
  it('the JSON API and its CSV answer 400 about the end date, in words', async () => {
    for (const url of ['/api/lender-portal/lead-list', '/api/lender-portal/lead-list/csv']) {
      const answer = await get(`${url}?from=2031-06-10&to=2031-06-01`);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().errors, url).toEqual([{ path: 'to', message: END_BEFORE_START }]);
    }
    // Before this month's first day, the start when none is asked: the service says the same.
    const beforeDefault = await get('/api/lender-portal/lead-list?to=2031-05-31');
    expect(beforeDefault.statusCode).toBe(400);
    expect(beforeDefault.json()).toMatchObject({ errors: [{ path: 'to', message: END_BEFORE_START }] });
    // One day (the end on the start) is a range.
    expect((await get('/api/lender-portal/lead-list?from=2031-06-14&to=2031-06-14')).statusCode).toBe(200);
  });

  it('the screen answers its form: what was asked, the problem under To and above, the list as before', async () => {
    const page = await screen('?from=2031-06-10&to=2031-06-01&status=sold');
    expectEndBeforeStart(page, { from: '2031-06-10', to: '2031-06-01' });
    expect(page.body).toMatch(/<option value="sold" selected="">sold<\/option>/);
    // The list is this month's, unfiltered, and says so.
    expect(page.body).toContain('1 lead from 2031-06-01 to 2031-06-15 (London dates).');
    expect(page.body).toContain(sold);
  });

  it("the screen says the same of an end before this month's start (the service's check)", async () => {
    expectEndBeforeStart(await screen('?to=2031-05-31'), { to: '2031-05-31' });
  });

  it("with script, React Router's data request answers the same problem, not an error", async () => {
    await expectDataRequestRefused(app, '/lenders/find', user.cookie);
  });

  it('a filter in order is no problem', async () => {
    const page = await screen('?from=2031-06-10&to=2031-06-14');
    expectNoProblem(page);
    expect(page.body).toContain(sold);
  });
});

describe("the leads' CSV and spreadsheet formulas (OWASP CSV injection)", () => {
  it('prefixes a cell starting =, +, -, @, a tab or a carriage return; numbers stay numbers', async () => {
    // A test lead's answer is the lender's own text (decision 082): the one free text of this CSV.
    const answers = ['=HYPERLINK("x")', '+1+1', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd', 'sold'];
    const sentAt = (n: number) => new Date(Date.UTC(2031, 2, 11, 9, n));
    await db.db.insert(lenderTestCalls).values(
      answers.map((decision, n) => ({
        lenderId: A,
        reference: `csv-${s}-${n}`,
        stage: 'ping' as const,
        sentAt: sentAt(n),
        decision,
        price: n === answers.length - 1 ? -5 : null,
      })),
    );
    const csv = await get('/api/lender-portal/lead-list/csv?kind=test&from=2031-03-11&to=2031-03-11');
    expect(csv.statusCode).toBe(200);
    const statusOf = Object.fromEntries(
      answers.map((_, n) => {
        const line = csv.body.split('\r\n').find((l) => l.startsWith(`csv-${s}-${n},`));
        return [n, line];
      }),
    );
    expect(statusOf[0]).toBe(`csv-${s}-0,"11 Mar 2031, 09:00 GMT",yes,"'=HYPERLINK(""x"")",,,,0`);
    expect(statusOf[1]).toBe(`csv-${s}-1,"11 Mar 2031, 09:01 GMT",yes,'+1+1,,,,0`);
    expect(statusOf[2]).toBe(`csv-${s}-2,"11 Mar 2031, 09:02 GMT",yes,'-1+1,,,,0`);
    expect(statusOf[3]).toBe(`csv-${s}-3,"11 Mar 2031, 09:03 GMT",yes,'@SUM(A1),,,,0`);
    expect(statusOf[4]).toBe(`csv-${s}-4,"11 Mar 2031, 09:04 GMT",yes,'\tcmd,,,,0`);
    expect(statusOf[5]).toBe(`csv-${s}-5,"11 Mar 2031, 09:05 GMT",yes,'\rcmd,,,,0`);
    // A price is a number, a negative one too: left as it is.
    expect(statusOf[6]).toBe(`csv-${s}-6,"11 Mar 2031, 09:06 GMT",yes,sold,-5,,,0`);
  });
});
