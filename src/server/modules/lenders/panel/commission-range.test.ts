import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { panelLenders } from '#server/db/schema/index.ts';
import { COMMISSION_WHEN, commissionRangeText } from '#shared/commission.ts';
import { visitorAt } from '#tests/support/applications.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { commissionRange } from './commission-range.ts';
import { SANDBOX_LENDERS } from './sandbox/sandbox-lenders.ts';

// CONC 4.5.3R (issue 29 item 4): the consent step says, before the applicant submits, that lenders
// pay us commission, how lenders are ordered, and the range of commission, from the panel's prices.

let app: App;
let db: DbHandle;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const prices = SANDBOX_LENDERS.map((lender) => Math.round(lender.price * 100));
const expected = { minPence: Math.min(...prices), maxPence: Math.max(...prices) };

describe('the commission range', () => {
  it('is the lowest and highest configured price, in pence; none without a configured panel', () => {
    const lender = SANDBOX_LENDERS[0]!;
    const config = { lenders: [lender, { ...lender, price: 7.5 }, { ...lender, price: 60 }] };
    expect(commissionRange(config)).toEqual({ minPence: 750, maxPence: 6000 });
    expect(commissionRange(null)).toBeNull();
    expect(commissionRangeText({ minPence: 750, maxPence: 6000 })).toBe('between £7.50 and £60');
    expect(commissionRangeText({ minPence: 2000, maxPence: 2000 })).toBe('£20');
  });

  it('GET /api/commission-range answers the running panel’s range', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/commission-range' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ range: expected });
  });

  it('follows the stored panel: a price edited in the back office counts, a paused lender does not', async () => {
    const panel = (id: string) =>
      and(eq(panelLenders.panelKey, app.lenderPanelConfig!.jobQueue), eq(panelLenders.lenderId, id));
    const dearest = SANDBOX_LENDERS.find((l) => Math.round(l.price * 100) === expected.maxPence)!;
    const cheapest = SANDBOX_LENDERS.find((l) => Math.round(l.price * 100) === expected.minPence)!;
    await db.db.update(panelLenders).set({ paused: true }).where(panel(dearest.id));
    await db.db.update(panelLenders).set({ pricePence: 950 }).where(panel(cheapest.id));
    try {
      const { range } = (await app.inject({ method: 'GET', url: '/api/commission-range' })).json();
      expect(range.minPence).toBe(950);
      expect(range.maxPence).toBeLessThan(expected.maxPence);
    } finally {
      await db.db.update(panelLenders).set({ paused: false }).where(panel(dearest.id));
      await db.db.update(panelLenders).set({ pricePence: expected.minPence }).where(panel(cheapest.id));
    }
  });

  it('the consent step, as the server renders it, discloses the commission, its range and the ordering', async () => {
    const v = await visitorAt(app, 6);
    const page = await v.call('GET', '/apply/consent');
    expect(page.statusCode).toBe(200);
    const text = page.body.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
    expect(text).toContain(`A lender pays us a commission ${COMMISSION_WHEN}`);
    expect(text).toContain(`on our panel today it is ${commissionRangeText(expected)} per application`);
    expect(text).toContain('The order in which we ask them depends on their bid and on how they have');
    // Before the submit button.
    expect(page.body.indexOf('How we are paid')).toBeLessThan(page.body.indexOf('Submit Application'));
  });
});
