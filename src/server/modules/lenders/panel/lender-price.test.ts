import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts, ledgerEntries } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { postResponseSchema } from './lender-client.ts';
import { runPingTree } from './ping-tree.ts';

// Issue 41.9: a lender's price is refused, never rounded, when it has more than two decimals
// (1e-9 had become a sale at £0.00) or is below the floor: its answer is an error and the lead
// goes to a lender that bid a real price.
const handle = await testDatabase();
const s = Math.random().toString(36).slice(2, 8);
const [TINY, THOUSANDTHS, CHEAP, FAIR] = [`tiny-${s}`, `milli-${s}`, `cheap-${s}`, `fair-${s}`];
const fake = await startFakeLenders([
  { id: TINY, price: 1e-9 },
  { id: THOUSANDTHS, price: 12.345 },
  { id: CHEAP, price: 0.5 },
  { id: FAIR, price: 8, tier: 2 },
]);
afterAll(() => fake.close());

describe('prices lenders answer with', () => {
  it('refuses a bid with more than two decimals or below the floor; the lead is sold at a real price', async () => {
    const application = await createApplication(handle.db);
    const outcome = await runPingTree(
      { db: handle.db, config: fake.config(), clock: manualClock() },
      application,
      'primary',
    );
    expect(outcome).toMatchObject({ apiStatus: 'sold', price: 8 });
    const rows = new Map(
      (await handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id))).map((r) => [
        r.lenderId,
        r,
      ]),
    );
    expect(rows.get(TINY)).toMatchObject({ decision: 'error', price: null });
    expect(rows.get(TINY)!.errorReason).toMatch(/^unexpected response \(price: (below the floor|more than two)/);
    expect(rows.get(THOUSANDTHS)!.errorReason).toMatch(/^unexpected response \(price: more than two decimal places\)/);
    expect(rows.get(CHEAP)!.errorReason).toMatch(/^unexpected response \(price: below the floor of £1\)/);
    for (const id of [TINY, THOUSANDTHS, CHEAP]) expect(fake.stats.get(id)!.posts).toBe(0);
    const ledger = await handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.applicationId, application.id));
    expect(ledger.map((e) => [e.lenderId, e.amountPence])).toEqual([[FAIR, 800]]);
  });

  it('the full lead’s answer is held to the same rule', () => {
    const sold = { decision: 'sold', leadRef: 'L-1', redirectUrl: 'https://lender.example/o' };
    expect(postResponseSchema.safeParse({ ...sold, price: 42.5 }).success).toBe(true);
    expect(postResponseSchema.safeParse({ ...sold, price: 1e-9 }).success).toBe(false);
    expect(postResponseSchema.safeParse({ ...sold, price: 42.555 }).success).toBe(false);
    expect(postResponseSchema.safeParse({ ...sold, price: 0 }).success).toBe(false);
  });
});
