import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { PAUSE_MS } from './ranking.rules.ts';

const s = Math.random().toString(36).slice(2, 8);
const flaky = { id: `flaky-${s}`, price: 30, latencyMs: 2_000, timeoutMs: 100 };
const fakes = await startFakeLenders([
  flaky,
  { id: `decliner-${s}`, decision: 'reject' },
  { id: `buyer-${s}`, tier: 2, price: 20 },
]);
afterAll(() => fakes.close());
const configFile = path.join(os.tmpdir(), `ranking-panel-${s}.json`);
writeFileSync(configFile, JSON.stringify(fakes.config()));

const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: configFile } });
const { cookie } = await adminSession(app, db.db);
const ranking = () => app.inject({ method: 'GET', url: '/api/admin/lenders/ranking', headers: { cookie } });
const setAuto = (autoOrder: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/lenders/ranking',
    headers: { cookie, ...SAME_ORIGIN },
    payload: { autoOrder },
  });
const stateOf = async (id: string) =>
  (await ranking()).json().lenders.find((l: { lenderId: string }) => l.lenderId === id);

/** One application through the panel, job finished; the clock moves on a second so each run has its own time. */
async function run() {
  clock.advance(1_000);
  const application = await createApplication(db.db);
  const outcome = await app.lenderPanel.submit(application.id);
  // The health review runs after the outcome is stored: wait for the job to finish.
  await expect
    .poll(() => app.jobs.state(app.lenderPanelConfig!.jobQueue, `primary:${application.id}`))
    .toBe('completed');
  const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
  return { outcome, flaky: attempts.find((a) => a.lenderId === flaky.id) };
}

describe('automatic ordering of lenders (admin)', () => {
  it('is off by default, lists the lenders, and is switched on by an admin with the change recorded', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/lenders/ranking' })).statusCode).toBe(401);
    const before = (await ranking()).json();
    expect(before.autoOrder).toBe(false);
    expect(before.lenders.map((l: { lenderId: string; state: string }) => [l.lenderId, l.state])).toEqual([
      [flaky.id, 'active'],
      [`decliner-${s}`, 'active'],
      [`buyer-${s}`, 'active'],
    ]);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/lenders/ranking',
          headers: { cookie, ...SAME_ORIGIN },
          payload: { autoOrder: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const on = await setAuto(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().autoOrder).toBe(true);
    expect(on.json().changes[0]).toMatchObject({ change: 'automatic ordering on', reason: 'turned on by an admin' });
  });

  it('demotes a lender that keeps timing out, then pauses it, and restores it after a good trial lead', async () => {
    for (let i = 0; i < 5; i++) expect((await run()).flaky?.decision).toBe('timeout');
    expect(await stateOf(flaky.id)).toMatchObject({
      state: 'demoted',
      reason: '5 of the last 5 calls timed out or failed',
    });

    // Demoted: asked only after the rest of its tier declined, and still timing out.
    for (let i = 0; i < 5; i++) {
      const { outcome, flaky: attempt } = await run();
      expect(outcome.status).toBe('sold');
      expect(attempt?.decision).toBe('timeout');
    }
    expect((await stateOf(flaky.id)).state).toBe('paused');

    const paused = await run();
    expect(paused.flaky).toMatchObject({
      decision: 'skipped',
      httpStatus: null,
      errorReason: 'paused: it kept timing out or failing',
    });
    expect(fakes.stats.get(flaky.id)!.pings).toBe(10);

    // After its rest, one trial lead; it fails, so it rests again.
    clock.advance(PAUSE_MS);
    expect((await run()).flaky?.decision).toBe('timeout');
    expect(await stateOf(flaky.id)).toMatchObject({ state: 'paused', reason: 'the trial lead timed out or failed' });

    // The lender mends; after another rest its trial lead is answered and it is active again.
    flaky.latencyMs = 5;
    clock.advance(PAUSE_MS);
    expect((await run()).flaky?.decision).not.toBe('timeout');
    expect(await stateOf(flaky.id)).toMatchObject({ state: 'active', reason: 'the trial lead was answered' });

    const changes = (await ranking())
      .json()
      .changes.filter((c: { lenderId: string | null }) => c.lenderId === flaky.id)
      .map((c: { change: string }) => c.change);
    const orders = (await ranking()).json().changes.filter((c: { change: string }) => c.change.startsWith('order:'));
    // Recorded when the order of a tier changed: tier 1 lost its demoted lender to the late round.
    expect(orders.map((c: { tier: number; change: string }) => `${c.tier} ${c.change}`)).toContain(
      `1 order: decliner-${s} > ${flaky.id}`,
    );
    expect(orders[0].reason).toMatch(/^earnings per lead over 7 days/);
    expect(changes).toEqual([
      'trial → active',
      'paused → trial',
      'trial → paused',
      'paused → trial',
      'demoted → paused',
      'active → demoted',
    ]);
  });

  it('puts the configured order back when switched off', async () => {
    const off = await setAuto(false);
    expect(off.json()).toMatchObject({ autoOrder: false });
    expect(off.json().changes[0].change).toBe('automatic ordering off');
  });
});
