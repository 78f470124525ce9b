import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { testDatabase } from '#tests/support/test-app.ts';
import { runPingTree } from './ping-tree.ts';

const handle = await testDatabase();
const servers: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** Fake lender ids must be unique across test files sharing the PostgreSQL database. */
const uid = () => Math.random().toString(36).slice(2, 8);

async function setup(lenders: FakeLender[], overrides: Parameters<typeof createApplication>[1] = {}) {
  const fakes = await startFakeLenders(lenders);
  servers.push(fakes);
  const app = await createApplication(handle.db, overrides);
  const deps = { db: handle.db, config: fakes.config(), clock: manualClock() };
  const attempts = () => handle.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, app.id));
  return {
    handle,
    fakes,
    app,
    deps,
    attempts,
    byLender: async () => new Map((await attempts()).map((a) => [a.lenderId, a])),
  };
}

/**
 * A lender that takes a request and never answers it; `hungUp` resolves when the caller closes the
 * connection. A ping tree that waited for its answer would never end.
 */
async function silentLender() {
  let closed!: () => void;
  const hungUp = new Promise<void>((resolve) => (closed = resolve));
  let held = 0;
  const server = http.createServer((req, res) => {
    held += 1;
    req.resume();
    res.on('close', closed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/lenders/silent`,
    held: () => held,
    hungUp,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

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

  it('records every misbehaving lender as a decline with its reason, without hanging', async () => {
    const s = uid();
    const { app, deps, byLender } = await setup([
      { id: `slow-${s}`, timeoutMs: 200 },
      { id: `e500-${s}`, fault: 'http-500' },
      { id: `reset-${s}`, fault: 'reset' },
      { id: `bad-${s}`, fault: 'malformed' },
      { id: `redir-${s}`, fault: 'redirect' },
      { id: `huge-${s}`, fault: 'huge' },
      { id: `noprice-${s}`, fault: 'no-price' },
      { id: `last-${s}`, tier: 2, decision: 'reject' },
    ]);
    // The slow lender never answers at all: the tree ends only by giving up on it at its timeout.
    const silent = await silentLender();
    servers.push(silent);
    deps.config = {
      ...deps.config,
      lenders: deps.config.lenders.map((l) => (l.id === `slow-${s}` ? { ...l, endpoint: silent.endpoint } : l)),
    };
    const outcome = await runPingTree(deps, app, 'primary');
    expect(silent.held()).toBe(1);
    // It hung up on the lender rather than leave the call open.
    await silent.hungUp;
    expect(outcome).toMatchObject({ status: 'rejected', apiStatus: 'reject' });
    const rows = await byLender();
    expect(rows.get(`slow-${s}`)).toMatchObject({ decision: 'timeout', errorReason: 'timeout after 200 ms' });
    expect(rows.get(`e500-${s}`)).toMatchObject({ decision: 'error', httpStatus: 500, errorReason: 'HTTP 500' });
    expect(rows.get(`reset-${s}`)!.errorReason).toMatch(/^connection error: /);
    expect(rows.get(`bad-${s}`)).toMatchObject({ decision: 'error', errorReason: 'malformed JSON response' });
    expect(rows.get(`redir-${s}`)).toMatchObject({
      decision: 'error',
      httpStatus: 302,
      errorReason: 'redirect not followed (HTTP 302)',
    });
    expect(rows.get(`huge-${s}`)!.errorReason).toBe('response too large (over 262144 bytes)');
    expect(rows.get(`noprice-${s}`)).toMatchObject({ decision: 'error', errorReason: 'accept without a price' });
    expect(rows.get(`last-${s}`)).toMatchObject({ decision: 'reject', tier: 2 });
    expect(outcome.apiErrors).toHaveLength(7);
  });

  it('reports a technical error when no lender could give any decision', async () => {
    const s = uid();
    const { app, deps } = await setup([{ id: `down-${s}`, fault: 'http-500' }]);
    expect(await runPingTree(deps, app, 'primary')).toMatchObject({ status: 'error', apiStatus: 'reject' });
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
