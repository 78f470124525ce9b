import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts, lenderDailyCounts } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { settingsOfItem, type LenderItem, type LenderSettings } from '#shared/admin/lender-schemas.ts';
import { MONTHLY_CAP, OUTSIDE_HOURS, PAUSED, WEEKLY_CAP } from './live-panel.ts';

// The ping tree reads the lenders as the back office stores them, at every run and on every
// instance (decision 075): pause, hours and caps take effect at the next lead, without a restart.

const s = Math.random().toString(36).slice(2, 8);
const FIRST = `first-${s}`;
const fakes = await startFakeLenders([
  { id: FIRST, price: 30 },
  { id: `second-${s}`, tier: 2, price: 20 },
]);
afterAll(() => fakes.close());
const file = path.join(os.tmpdir(), `lender-admin-panel-${s}.json`);
writeFileSync(file, JSON.stringify(fakes.config()));

// Two instances on one database and one panel: the edit is made on one, the lead runs on either.
const one = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const two = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
// Wednesday 12 May 2032, 11:00 UK time (BST).
const start = new Date('2032-05-12T10:00:00Z');
const setTime = (at: Date) => [one, two].forEach(({ clock }) => clock.set(at));
setTime(start);
const { cookie } = await adminSession(one.app, one.db.db);
const db = one.db.db;

async function edit(change: Partial<LenderSettings>) {
  const list = await one.app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers: { cookie } });
  const current = (list.json().lenders as LenderItem[]).find((l) => l.id === FIRST)!;
  const settings = settingsOfItem(current);
  const saved = await one.app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/settings/${FIRST}`,
    headers: { cookie, ...SAME_ORIGIN },
    payload: { ...settings, ...change },
  });
  expect(saved.statusCode).toBe(200);
}

/** One lead through the other instance; what the first lender was asked and what it answered. */
async function lead() {
  const pingsBefore = fakes.stats.get(FIRST)!.pings;
  const application = await createApplication(db);
  const outcome = await two.app.lenderPanel.submit(application.id);
  const attempts = await db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
  const first = attempts.find((a) => a.lenderId === FIRST)!;
  return { outcome, first, pinged: fakes.stats.get(FIRST)!.pings - pingsBefore };
}

describe('the ping tree reads the stored lenders', () => {
  it('asks a lender as provisioned, then not at all once paused in the back office, then again', async () => {
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' }, outcome: { price: 30 } });
    await edit({ paused: true });
    const paused = await lead();
    expect(paused).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: PAUSED } });
    expect(paused.outcome).toMatchObject({ status: 'sold', price: 20 });
    await edit({ paused: false, tier: 3 });
    // Now below the second lender: the second buys and the first is never asked.
    expect(await lead()).toMatchObject({ pinged: 0, outcome: { price: 20 } });
    await edit({ tier: 1 });
  });

  it('asks a lender only within its hours (UK time)', async () => {
    const weekdays = { from: 9, to: 17 };
    await edit({
      schedule: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: null, sun: null },
    });
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
    setTime(new Date('2032-05-12T16:30:00Z')); // 17:30 BST
    expect(await lead()).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: OUTSIDE_HOURS } });
    setTime(new Date('2032-05-15T10:00:00Z')); // a Saturday
    expect((await lead()).first.errorReason).toBe(OUTSIDE_HOURS);
    setTime(start);
    await edit({ schedule: null });
  });

  it('keeps the weekly and monthly caps, counting the earlier days of the week and month', async () => {
    // Monday of this week and the 3rd of the month: 4 and 3 leads already bought.
    await db.insert(lenderDailyCounts).values([
      { lenderId: FIRST, day: '2032-05-10', reserved: 4 },
      { lenderId: FIRST, day: '2032-05-03', reserved: 3 },
    ]);
    const today = async () =>
      (await db.select().from(lenderDailyCounts).where(eq(lenderDailyCounts.lenderId, FIRST))).find(
        (r) => r.day === '2032-05-12',
      )?.reserved ?? 0;
    const soldToday = await today();
    await edit({ weeklyCap: 5 + soldToday });
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
    expect(await lead()).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: WEEKLY_CAP } });
    await edit({ weeklyCap: null, monthlyCap: 8 + soldToday });
    expect(await lead()).toMatchObject({ pinged: 0, first: { errorReason: MONTHLY_CAP } });
    await edit({ monthlyCap: 9 + soldToday });
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
  });
});
