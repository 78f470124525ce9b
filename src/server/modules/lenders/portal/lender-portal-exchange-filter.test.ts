import { describe, expect, it } from 'vitest';
import { exchangeLogWorld } from './exchange-log.fixtures.ts';
import {
  expectDataRequestRefused,
  expectEndBeforeStart,
  expectNoProblem,
  portalScreen,
  problemUnder,
  summaryLink,
} from './list-screen.fixtures.ts';

// Issue 43.1: the exchange log's screen refuses a filter as Find leads does (decision 130), with
// script or without: a 400 with what was asked, the error summary linking to the field, the words
// under the field (aria-invalid, aria-describedby), and the last 30 days' calls below; never a
// notice, never an error page. Its calls and CSV: lender-portal-exchange-csv.test.ts.
const { app, userA, refs } = await exchangeLogWorld('xf');
const { firstDay, refused } = refs;
const screen = (query: string) => portalScreen(app, `/lenders/exchanges${query}`, userA.cookie);

describe("the exchange log's refused filter, as a form (issue 43.1, decision 130)", () => {
  it('an end before the start: what was asked, the problem above and under To, the last 30 days below', async () => {
    const page = await screen('?from=2031-06-10&to=2031-06-01&stage=post&status=sold&kind=test');
    expectEndBeforeStart(page, { from: '2031-06-10', to: '2031-06-01' });
    expect(page.body).toMatch(/<option value="post" selected="">post<\/option>/);
    expect(page.body).toMatch(/<option value="sold" selected="">sold<\/option>/);
    expect(page.body).toMatch(/<option value="test" selected="">Test calls<\/option>/);
    // The list is the last 30 days' live calls, unfiltered, and says so; no notice beside the summary.
    expect(page.body).toContain('5 live calls from 2031-05-17 to 2031-06-15 (London dates), page 1 of 1.');
    expect(page.body).toContain(firstDay);
    expect(page.body).toContain(refused);
    expect(page.body.match(/role="alert"/g)).toHaveLength(1);
  });

  it("an end before the last 30 days' start (the service's check) is said the same", async () => {
    expectEndBeforeStart(await screen('?to=2031-05-01'), { to: '2031-05-01' });
  });

  it('a date that is not a real date, or a reference that cannot be read, is said under its field', async () => {
    const startWords = 'The start date must be a real date, as YYYY-MM-DD';
    for (const from of ['2031-02-30', 'yesterday']) {
      const page = await screen(`?from=${from}`);
      expect(page.statusCode, from).toBe(400);
      expect(page.body, from).toContain(summaryLink('from', startWords));
      expect(page.body, from).toContain(problemUnder('from', startWords));
      expect(page.control('from'), from).toContain('aria-invalid="true" aria-describedby="from-problem"');
    }
    const reference = await screen('?q=not-hex');
    expect(reference.statusCode).toBe(400);
    expect(reference.body).toContain(problemUnder('q', 'Enter the start of a reference (0-9, a-f)'));
    expect(reference.control('q')).toContain('value="not-hex"');
    expect(reference.control('q')).toContain('aria-invalid="true"');
  });

  it("with script, React Router's data request answers the same problem, not an error", async () => {
    await expectDataRequestRefused(app, '/lenders/exchanges', userA.cookie);
  });

  it('a filter in order is no problem', async () => {
    const page = await screen('?from=2031-05-17&to=2031-05-17');
    expectNoProblem(page);
    expect(page.body).toContain(firstDay);
  });
});
