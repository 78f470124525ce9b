import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { leadFor, panelFile, signedCall } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import type { ScorecardLender } from '#shared/admin/scorecard-schemas.ts';

// The scorecard ranks by what lenders actually pay (issue 28.5, decision 076): funded rate and
// earnings per funded loan from the lenders' outcomes and the ledger, beside earnings per lead.

const s = Math.random().toString(36).slice(2, 8);
const PAYS = `pays-${s}`;
const RETURNS = `returns-${s}`;
const file = panelFile([
  { id: PAYS, returnCapPercent: 100 },
  { id: RETURNS, returnCapPercent: 100 },
]);
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
clock.set(new Date('2033-03-10T12:00:00Z'));
const { cookie } = await adminSession(app, db.db);
const signed = (lender: string, url: string, body: object) =>
  signedCall(app, clock.now(), { url: `/api/lenders/v1/${url}`, lender, body });

/** Leads bought (and answered in 100 ms, so the rollups count them as offered). */
async function sold(lenderId: string, price: number, n: number): Promise<string[]> {
  const refs = [];
  for (let i = 0; i < n; i++) refs.push(await leadFor(db.db, lenderId, { price, at: clock.now() }));
  await db.db
    .update(leadAttempts)
    .set({ latencyMs: 100 })
    .where(inArray(leadAttempts.lenderId, [lenderId]));
  return refs;
}
const funded = (lender: string, reference: string) =>
  signed(lender, 'outcomes', { reference, outcome: 'funded', amount: 500, apr: 49.9, termMonths: 6 });

describe('the scorecard by what lenders pay', () => {
  it('shows funded rate, earnings per funded loan and per lead net of returns, and ranks by them', async () => {
    for (const ref of await sold(PAYS, 30, 2)) expect((await funded(PAYS, ref)).statusCode).toBe(200);
    const [first, second] = await sold(RETURNS, 40, 2);
    expect((await funded(RETURNS, first!)).statusCode).toBe(200);
    for (const reference of [first, second]) {
      const returned = await signed(RETURNS, 'returns', { reference, reason: 'invalid_contact' });
      expect(returned.json()).toMatchObject({ status: 'accepted', credit: 4000 });
    }
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/lenders/scorecard?from=2033-03-01&to=2033-03-31',
      headers: { cookie },
    });
    const lenders = (response.json().lenders as ScorecardLender[]).filter((l) => [PAYS, RETURNS].includes(l.lenderId));
    expect(lenders.map((l) => l.lenderId)).toEqual([PAYS, RETURNS]);
    expect(lenders[0]).toMatchObject({
      offered: 2,
      earningsPerLead: 30,
      leadsSold: 2,
      fundedLoans: 2,
      fundedRate: 1,
      netRevenue: 60,
      netEarningsPerLead: 30,
      earningsPerFundedLoan: 30,
    });
    // More per lead at the sale, nothing once its returns are credited: ranked below.
    expect(lenders[1]).toMatchObject({
      offered: 2,
      earningsPerLead: 40,
      leadsSold: 2,
      fundedLoans: 1,
      fundedRate: 0.5,
      netRevenue: 0,
      netEarningsPerLead: 0,
      earningsPerFundedLoan: 0,
    });
  });
});
