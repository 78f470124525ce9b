import { describe, expect, it } from 'vitest';
import { uid } from './ping-tree-post.fixtures.ts';
import { openPingTreeBench } from './ping-tree.fixtures.ts';
import { runPingTree } from './ping-tree.ts';

const { setup } = await openPingTreeBench();

describe('ping tree', () => {
  it('pings a tier at once and sells to the highest bid; the others are recorded as outbid', async () => {
    const s = uid();
    const { fakes, app, deps, byLender } = await setup([
      { id: `low-${s}`, price: 20, latencyMs: 30 },
      { id: `high-${s}`, price: 55, latencyMs: 80 },
      { id: `no-${s}`, decision: 'reject' },
    ]);
    const outcome = await runPingTree(deps, app, 'primary');
    expect(outcome).toMatchObject({
      status: 'sold',
      apiStatus: 'sold',
      price: 55,
      redirectUrl: `https://lender.example/high-${s}/offer`,
    });
    const rows = await byLender();
    expect(rows.get(`high-${s}`)).toMatchObject({
      decision: 'sold',
      price: 55,
      tier: 1,
      httpStatus: 200,
      panel: 'primary',
    });
    expect(rows.get(`high-${s}`)!.latencyMs).toBeGreaterThanOrEqual(80);
    expect(rows.get(`low-${s}`)).toMatchObject({
      decision: 'skipped',
      price: 20,
      errorReason: 'another lender bought the lead',
    });
    expect(rows.get(`no-${s}`)).toMatchObject({ decision: 'reject', errorReason: 'fake decline' });
    expect(fakes.stats.get(`low-${s}`)!.posts).toBe(0);
    expect(fakes.stats.get(`high-${s}`)!.booked.size).toBe(1);
  });

  it('falls through to the next tier and to the next bid when the winner declines the full lead', async () => {
    const s = uid();
    const { app, deps, byLender } = await setup([
      { id: `t1-${s}`, decision: 'reject' },
      { id: `t2a-${s}`, tier: 2, price: 40, postDecision: 'reject' },
      { id: `t2b-${s}`, tier: 2, price: 30 },
    ]);
    const outcome = await runPingTree(deps, app, 'primary');
    expect(outcome).toMatchObject({ apiStatus: 'sold', price: 30 });
    const rows = await byLender();
    expect(rows.get(`t2a-${s}`)).toMatchObject({
      decision: 'reject',
      tier: 2,
      errorReason: 'declined the full lead: fake decline',
    });
    expect(rows.get(`t2b-${s}`)).toMatchObject({ decision: 'sold', tier: 2 });
  });

  it('ends pending when a lender takes the lead for review and nobody buys it', async () => {
    const s = uid();
    const { app, deps, byLender } = await setup([
      { id: `p-${s}`, decision: 'pending' },
      { id: `r-${s}`, decision: 'reject' },
      { id: `later-${s}`, tier: 2 },
    ]);
    const outcome = await runPingTree(deps, app, 'primary');
    expect(outcome).toMatchObject({ status: 'pending', apiStatus: 'pending', redirectUrl: null, price: null });
    expect(outcome.leadId).toBe(`p-${s}-`.concat((await byLender()).get(`p-${s}`)!.leadRef!.slice(`p-${s}-`.length)));
    expect((await byLender()).has(`later-${s}`)).toBe(false);
  });

  it('skips lenders whose rules exclude the lead or whose daily cap is reached', async () => {
    const s = uid();
    const { app, deps, byLender, fakes } = await setup(
      [
        { id: `big-${s}`, price: 90, rules: { minAmount: 1000 } },
        { id: `owner-${s}`, price: 80, rules: { residentialStatuses: [1] } },
        { id: `young-${s}`, price: 70, rules: { maxAge: 25 } },
        { id: `capped-${s}`, price: 60, dailyCap: 0 },
        { id: `ok-${s}`, price: 10 },
      ],
      { loanAmount: 500, currentResidentialStatus: 2, dateOfBirth: '1980-01-01' },
    );
    expect(await runPingTree(deps, app, 'primary')).toMatchObject({ apiStatus: 'sold', price: 10 });
    const rows = await byLender();
    expect(rows.get(`big-${s}`)).toMatchObject({ decision: 'skipped', errorReason: 'amount below lender minimum' });
    expect(rows.get(`owner-${s}`)).toMatchObject({
      decision: 'skipped',
      errorReason: 'residential status not accepted',
    });
    expect(rows.get(`young-${s}`)).toMatchObject({ decision: 'skipped', errorReason: 'above lender maximum age' });
    expect(rows.get(`capped-${s}`)).toMatchObject({ decision: 'skipped', errorReason: 'daily cap reached' });
    expect(fakes.stats.get(`big-${s}`)!.pings).toBe(0);
  });

  it('a second run reuses the recorded attempts: no lender is asked again', async () => {
    const s = uid();
    const { app, deps, fakes, attempts } = await setup([
      { id: `a-${s}`, decision: 'reject' },
      { id: `b-${s}`, price: 30 },
    ]);
    const first = await runPingTree(deps, app, 'primary');
    const second = await runPingTree(deps, app, 'primary');
    expect(second).toEqual(first);
    expect(fakes.stats.get(`a-${s}`)!.pings).toBe(1);
    expect(fakes.stats.get(`b-${s}`)!.posts).toBe(1);
    expect(await attempts()).toHaveLength(2);
  });

  it('signs every request with the lender secret', async () => {
    const s = uid();
    const { app, deps, fakes } = await setup([{ id: `sig-${s}` }]);
    await runPingTree(deps, app, 'primary');
    expect(fakes.stats.get(`sig-${s}`)).toMatchObject({ pings: 1, posts: 1, badSignatures: 0 });
  });
});
