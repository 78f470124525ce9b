import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretOf } from '#server/modules/lenders/inbound/inbound.fixtures.ts';
import { parsePanelConfig } from '#server/modules/lenders/directory/panel-config.ts';
import { adminSession, auditRows, createAdmin, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createTestApp, uniqueIp } from '#tests/support/test-app.ts';
import { settingsOfItem, type LenderItem } from '#shared/admin/lender-schemas.ts';

// The lender editor's API (issue 28.5, decision 075): provisioning from the panel file, validation
// by the shared schema, audit rows with before and after, stale edits, and who may call it.

const s = Math.random().toString(36).slice(2, 8);
const A = `edit-a-${s}`;
const B = `edit-b-${s}`;
const file = path.join(os.tmpdir(), `lender-admin-${s}.json`);
const panel = (price: number) =>
  parsePanelConfig({
    jobQueue: `lead-delivery-${A}`,
    lenders: [
      { id: A, name: 'Alpha Loans', endpoint: 'https://alpha.example.com/leads', secret: secretOf(A) },
      { id: B, name: 'Bravo Loans', endpoint: 'https://bravo.example.com/leads', secret: 'bravo-secret-0123456789' },
    ].map((l) => ({ ...l, tier: 1, price, dailyCap: 40, returnWindowHours: 72 })),
  });
writeFileSync(file, JSON.stringify(panel(12.5)));
const { app, db, clock } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
const admin = await adminSession(app, db.db);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin.cookie) =>
  app.inject({ method, url: `/api/admin/lenders/settings${url}`, headers: { cookie, ...SAME_ORIGIN }, payload });
const list = async () => (await call('GET', '')).json().lenders as LenderItem[];
const stored = async (id: string) => (await list()).find((l) => l.id === id)!;
const editable = settingsOfItem;

const created = {
  id: `new-${s}`,
  name: 'Beta Credit',
  endpoint: 'https://beta.example.com/ping',
  tier: 2,
  pricePence: 2250,
  priority: 5,
  panels: ['primary', 'secondary'],
  timeoutMs: null,
  dailyCap: 10,
  weeklyCap: 50,
  monthlyCap: 150,
  schedule: {
    mon: { from: 9, to: 17 },
    tue: { from: 9, to: 17 },
    wed: { from: 9, to: 17 },
    thu: { from: 9, to: 17 },
    fri: { from: 9, to: 17 },
    sat: null,
    sun: null,
  },
  returnWindowHours: 48,
  returnCapPercent: 5,
  paused: false,
};

describe('lenders in the back office', () => {
  it('are provisioned from the panel file, price in pence, with the secret left in the file', async () => {
    expect(await stored(A)).toMatchObject({
      name: 'Alpha Loans',
      pricePence: 1250,
      dailyCap: 40,
      weeklyCap: null,
      returnWindowHours: 72,
      returnCapPercent: 10,
      source: 'file',
      version: 1,
      hasSecret: true,
      editedBy: null,
    });
    expect(JSON.stringify(await list())).not.toContain(secretOf(A));
  });

  it('refuse anyone but a signed-in, enrolled admin, and a cross-site change', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/lenders/settings' })).statusCode).toBe(401);
    const anonymous = await app.inject({
      method: 'PUT',
      url: `/api/admin/lenders/settings/${A}`,
      headers: SAME_ORIGIN,
      payload: { version: 1, ...created },
    });
    expect(anonymous.statusCode).toBe(401);
    const notEnrolled = await createAdmin(db.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: SAME_ORIGIN,
      payload: { email: notEnrolled.email, password: notEnrolled.password },
      remoteAddress: uniqueIp(),
    });
    const halfway = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await call('GET', '', undefined, halfway)).statusCode).toBe(403);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/admin/lenders/settings',
      headers: { cookie: admin.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: created,
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await list()).map((l) => l.id)).not.toContain(created.id);
  });

  it('refuse bad settings naming each field, with the shared schema’s words', async () => {
    const bad = await call('POST', '', {
      ...created,
      id: 'Bad Id',
      endpoint: 'ftp://beta.example.com',
      tier: 0,
      pricePence: 12.5,
      weeklyCap: 5,
      schedule: { ...created.schedule, mon: { from: 17, to: 9 } },
      returnCapPercent: 120,
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as { path: string; message: string }[]).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['id', 'endpoint', 'tier', 'pricePence', 'schedule.mon.to', 'returnCapPercent']),
    );
    const caps = await call('POST', '', { ...created, weeklyCap: 5 });
    expect(caps.json().errors).toContainEqual({
      path: 'weeklyCap',
      message: 'The weekly cap cannot be below the daily cap',
    });
    // The panel's host policy: no private addresses.
    const privateHost = await call('POST', '', { ...created, endpoint: 'https://10.1.2.3/leads' });
    expect(privateHost.statusCode).toBe(400);
    expect(privateHost.json().errors[0].path).toBe('endpoint');
  });

  it('creates a lender (no secret yet) and audits it; the same id twice is a conflict', async () => {
    const made = await call('POST', '', created);
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      ...created,
      source: 'admin',
      version: 1,
      hasSecret: false,
      editedBy: admin.email,
    });
    expect((await call('POST', '', created)).statusCode).toBe(409);
    const [row] = await auditRows(db.db, 'lenders.created', 'lenderId', created.id);
    expect(row?.details).toMatchObject({ before: null, after: { name: 'Beta Credit', weeklyCap: 50 } });
    expect(row?.adminUserId).toBeTruthy();
  });

  it('edits a lender with before and after in its history; a stale form is refused', async () => {
    clock.advance(60_000);
    const before = await stored(A);
    const edit = { ...editable(before), paused: true, weeklyCap: 200, monthlyCap: null, pricePence: 1500 };
    const saved = await call('PUT', `/${A}`, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      paused: true,
      weeklyCap: 200,
      pricePence: 1500,
      version: 2,
      editedBy: admin.email,
    });
    expect(saved.json().editedAt).toBe(clock.now().toISOString());
    const stale = await call('PUT', `/${A}`, { ...edit, pricePence: 1 });
    expect(stale.statusCode).toBe(409);
    expect((await stored(A)).pricePence).toBe(1500);
    const history = (await call('GET', `/${A}/history`)).json().changes;
    expect(history[0]).toMatchObject({
      action: 'updated',
      by: admin.email,
      before: { paused: false, pricePence: 1250, weeklyCap: null },
      after: { paused: true, pricePence: 1500, weeklyCap: 200 },
    });
    expect(history.at(-1)).toMatchObject({ action: 'provisioned', by: null, before: null });
    expect((await call('PUT', `/nobody-${s}`, edit)).statusCode).toBe(404);
  });

  it('keeps edits made here when the panel file changes; an unedited lender follows the file', async () => {
    writeFileSync(file, JSON.stringify(panel(99)));
    const again = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file } });
    const rows = (
      await again.app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers: { cookie: admin.cookie } })
    ).json().lenders as LenderItem[];
    expect(rows.find((l) => l.id === A)).toMatchObject({ pricePence: 1500, paused: true, version: 2 });
    expect(rows.find((l) => l.id === B)).toMatchObject({ pricePence: 9900, version: 2, source: 'file' });
    expect(rows.find((l) => l.id === created.id)).toMatchObject({ name: 'Beta Credit' });
    const provisioned = (await auditRows(db.db, 'lenders.provisioned', 'lenderId', B)).map((r) => r.details);
    expect(provisioned).toContainEqual(
      expect.objectContaining({
        before: expect.objectContaining({ pricePence: 1250 }),
        after: expect.objectContaining({ pricePence: 9900 }),
      }),
    );
  });
});
