import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttempts } from '#server/db/schema/index.ts';
import { LENDER_PAUSED, livePanelOf, PAUSED } from '#server/modules/lenders/directory/index.ts';
import type { LenderChange, LenderItem, LenderSettings } from '#shared/admin/lender-schemas.ts';
import { settingsOfItem } from '#shared/admin/lender-schemas.ts';
import type { DeliveryView } from '#shared/lender-portal/delivery-schemas.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { enrolledLenderUser, portalGet } from './portal.fixtures.ts';

// Issue 43.1, self-service inside the broker's bounds (decision 147): a lender's user pauses and
// resumes its leads and sets caps and hours within the broker's; the ping tree applies both at the
// next lead; each change is audited and shown in the back office's history of the lender.
const s = Math.random().toString(36).slice(2, 8);
const FIRST = `own-first-${s}`;
const SECOND = `own-second-${s}`;
const fakes = await startFakeLenders([
  { id: FIRST, price: 30 },
  { id: SECOND, tier: 2, price: 20 },
]);
afterAll(() => fakes.close());
const file = path.join(os.tmpdir(), `lender-delivery-${s}.json`);
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
// Wednesday 12 May 2032, 11:00 UK time (BST).
clock.set(new Date('2032-05-12T10:00:00Z'));
const admin = await adminSession(app, db.db);
const user = await enrolledLenderUser(app, admin.cookie, FIRST);
const other = await enrolledLenderUser(app, admin.cookie, SECOND);
const WEEKDAYS = { from: 9, to: 17 };
const BROKER_WEEK = { mon: WEEKDAYS, tue: WEEKDAYS, wed: WEEKDAYS, thu: WEEKDAYS, fri: WEEKDAYS, sat: null, sun: null };

const view = async (cookie = user.cookie) =>
  (await portalGet(app, '/api/lender-portal/delivery', cookie)).json() as DeliveryView;
const send = (method: 'PUT' | 'POST', url: string, payload: object, cookie = user.cookie) =>
  app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, payload });
const pause = (version: number, paused: boolean) =>
  send('POST', '/api/lender-portal/delivery/pause', { version, paused });
const limits = (body: object) => send('PUT', '/api/lender-portal/delivery', body);

/** The broker's edit of the first lender in the back office. */
async function brokerEdit(change: Partial<LenderSettings>) {
  const list = await app.inject({
    method: 'GET',
    url: '/api/admin/lenders/settings',
    headers: { cookie: admin.cookie },
  });
  const current = (list.json().lenders as LenderItem[]).find((l) => l.id === FIRST)!;
  const saved = await send(
    'PUT',
    `/api/admin/lenders/settings/${FIRST}`,
    { ...settingsOfItem(current), ...change },
    admin.cookie,
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** One lead; what the first lender was asked and how. */
async function lead() {
  const before = fakes.stats.get(FIRST)!.pings;
  const application = await createApplication(db.db);
  await app.lenderPanel.submit(application.id);
  const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
  return { first: attempts.find((a) => a.lenderId === FIRST)!, pinged: fakes.stats.get(FIRST)!.pings - before };
}

describe("a lender's own delivery settings in the portal", () => {
  it('pauses and resumes its leads; the broker’s pause stays the broker’s', async () => {
    expect(await view()).toMatchObject({ paused: false, pausedByBroker: false, version: 0, updatedBy: null });
    const paused = await pause(0, true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, version: 1, updatedBy: user.email });
    expect(await lead()).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: LENDER_PAUSED } });
    // A form opened before that change is stale.
    expect((await pause(0, false)).statusCode).toBe(409);
    // Paused by both: the broker's reason; the lender's resume leaves the broker's pause in place.
    await brokerEdit({ paused: true });
    expect((await pause(1, false)).json()).toMatchObject({ paused: false, pausedByBroker: true, version: 2 });
    expect(await lead()).toMatchObject({ pinged: 0, first: { errorReason: PAUSED } });
    await brokerEdit({ paused: false });
    expect(await lead()).toMatchObject({ pinged: 1, first: { decision: 'sold' } });
  });

  it('sets caps up to the broker’s maximum; the lower cap is the one applied', async () => {
    await brokerEdit({ dailyCap: 5, weeklyCap: 20, monthlyCap: null });
    const { version } = await view();
    const over = await limits({ version, dailyCap: 6, weeklyCap: null, monthlyCap: 500, schedule: null });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toEqual([
      { path: 'dailyCap', message: 'At most 5 leads a day: the most we agreed with you' },
    ]);
    const inverted = await limits({ version, dailyCap: 3, weeklyCap: 2, monthlyCap: null, schedule: null });
    expect(inverted.statusCode).toBe(400);
    expect((await view()).version).toBe(version);

    const saved = await limits({ version, dailyCap: 2, weeklyCap: null, monthlyCap: 500, schedule: null });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().own).toEqual({ dailyCap: 2, weeklyCap: null, monthlyCap: 500, schedule: null });
    const live = await livePanelOf(db.db, app.lenderPanelConfig!, { now: clock.now(), sandbox: false });
    expect(live.config.lenders.find((l) => l.id === FIRST)!.dailyCap).toBe(2);
    await brokerEdit({ dailyCap: null, weeklyCap: null });
  });

  it('sets hours within the broker’s; the lead is sent only when both allow', async () => {
    await brokerEdit({ schedule: BROKER_WEEK });
    const { version, own } = await view();
    const week = { ...BROKER_WEEK, wed: { from: 10, to: 16 } };
    const saturday = await limits({ ...own, version, schedule: { ...week, sat: { from: 10, to: 12 } } });
    expect(saturday.json().errors).toEqual([
      { path: 'schedule.sat.from', message: 'Saturday: we send no leads that day' },
    ]);
    const early = await limits({ ...own, version, schedule: { ...week, mon: { from: 8, to: 12 } } });
    expect(early.json().errors).toEqual([{ path: 'schedule.mon.from', message: 'Monday: from 09:00 at the earliest' }]);
    expect((await limits({ ...own, version, schedule: week })).statusCode).toBe(200);

    expect(await lead()).toMatchObject({ pinged: 1 });
    clock.set(new Date('2032-05-12T15:30:00Z')); // 16:30 BST: within the broker's hours, after the lender's
    expect(await lead()).toMatchObject({ pinged: 0, first: { decision: 'skipped', errorReason: 'outside its hours' } });
    clock.set(new Date('2032-05-12T10:00:00Z'));
  });

  it('shows every change in the back office’s history with the lender user who made it', async () => {
    const history = await app.inject({
      method: 'GET',
      url: `/api/admin/lenders/settings/${FIRST}/history`,
      headers: { cookie: admin.cookie },
    });
    const changes = (history.json() as { changes: LenderChange[] }).changes.filter((c) => c.by === user.email);
    expect(changes.map((c) => c.action)).toEqual([
      'lender_changed',
      'lender_changed',
      'lender_resumed',
      'lender_paused',
    ]);
    expect(changes[1]).toMatchObject({ before: { dailyCap: null }, after: { dailyCap: 2, monthlyCap: 500 } });
    // And beside the broker's settings, as they are now.
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/lenders/settings',
      headers: { cookie: admin.cookie },
    });
    const items = list.json().lenders as LenderItem[];
    expect(items.find((l) => l.id === FIRST)!.lenderOwn).toMatchObject({
      paused: false,
      dailyCap: 2,
      monthlyCap: 500,
      schedule: { wed: { from: 10, to: 16 }, sat: null },
    });
    expect(items.find((l) => l.id === SECOND)!.lenderOwn).toBeNull();
  });

  it('are each lender’s own, and need a signed-in lender user', async () => {
    expect(await view(other.cookie)).toMatchObject({ paused: false, version: 0, own: { dailyCap: null } });
    expect((await app.inject({ method: 'GET', url: '/api/lender-portal/delivery' })).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/lender-portal/delivery/pause',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { version: 4, paused: true },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await view()).paused).toBe(false);
  });
});
