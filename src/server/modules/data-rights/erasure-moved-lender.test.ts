import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { erasureNotices } from '#server/db/schema/index.ts';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';
import { enrolledLenderUser, portalPost } from '#server/modules/lenders/portal/portal.fixtures.ts';
import { settingsOfItem, type LenderItem } from '#shared/admin/lender-schemas.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 41 item 2 (decision 116): a lender moved in the back office gets every call at its new
// endpoint, erasure notices and portal test leads included, and a notice queued before the move
// too. The old endpoint still answers 2xx, as a decommissioned host often does: a notice sent
// there would look acknowledged while the lender holding the data never heard of it.
const s = Math.random().toString(36).slice(2, 8);
const X = `moved-${s}`;
const atOld: FakeLender = { id: X, price: 40, erasure: 'http-503' };
const atNew: FakeLender = { id: X, price: 40 };
const [oldHost, newHost] = await Promise.all([startFakeLenders([atOld]), startFakeLenders([atNew])]);
afterAll(() => Promise.all([oldHost.close(), newHost.close()]));
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(oldHost.config()));
const { app, db } = await createTestApp({ siteRoot: null, env: { LENDER_PANEL: file }, lenderPanelWaitMs: 10_000 });
const admin = await adminSession(app, db.db);
const lenderUser = await enrolledLenderUser(app, admin.cookie, X);

async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(50)) if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
}

/** The admin's lender editor moves the lender to the new host. */
async function move() {
  const headers = { cookie: admin.cookie, ...SAME_ORIGIN };
  const list = await app.inject({ method: 'GET', url: '/api/admin/lenders/settings', headers });
  const current = (list.json().lenders as LenderItem[]).find((l) => l.id === X)!;
  const endpoint = newHost.config().lenders[0]!.endpoint;
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/admin/lenders/settings/${X}`,
    headers,
    payload: { ...settingsOfItem(current), endpoint },
  });
  expect(saved.statusCode).toBe(200);
}

async function soldAndErased() {
  const { cookie, application } = await createSessionApplication(db.db);
  const sold = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
  expect(sold.json()).toMatchObject({ status: 'sold' });
  const erase = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${application.id}/erase`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(erase.statusCode).toBe(200);
  return { reference: referenceFor(application.id, X), applicationId: application.id };
}

const noticeOf = async (reference: string) =>
  (await db.db.select().from(erasureNotices).where(eq(erasureNotices.reference, reference)))[0]!;

describe('a lender moved in the back office', () => {
  it('gets erasure notices and test leads at its new endpoint only, a notice queued before the move too', async () => {
    // Before the move: sold at the old endpoint, whose erasure answer is a 503 for now.
    const queued = await soldAndErased();
    await until(async () => ((await noticeOf(queued.reference))?.attempts ?? 0) >= 1, 'the first try');
    expect(await noticeOf(queued.reference)).toMatchObject({ acknowledgedAt: null, lastError: 'HTTP 503' });

    await move();
    atOld.erasure = 'ack';
    const oldErasures = oldHost.stats.get(X)!.erasures;

    // The notice queued before the move, tried again: the new endpoint hears of it.
    await app.dataRights.deliverErasure({ noticeId: (await noticeOf(queued.reference)).id });
    expect(newHost.stats.get(X)!.erased.has(queued.reference)).toBe(true);
    expect((await noticeOf(queued.reference)).acknowledgedAt).toBeInstanceOf(Date);

    // A lead sold after the move, erased: its notice goes to the new endpoint as well.
    const after = await soldAndErased();
    expect(newHost.stats.get(X)!.booked.has(after.reference)).toBe(true);
    await until(async () => newHost.stats.get(X)!.erased.has(after.reference), 'the new endpoint acknowledging');

    // A portal test lead: pinged and posted at the new endpoint.
    const sent = await portalPost(app, '/api/lender-portal/test-lead', undefined, lenderUser.cookie);
    expect(sent.statusCode).toBe(200);
    const { reference } = sent.json() as { reference: string };
    expect(newHost.log.filter((line) => line.includes(reference))).toEqual([
      `${X} ping ${reference}`,
      `${X} post ${reference}`,
    ]);

    // The old endpoint heard nothing since the move.
    expect(oldHost.stats.get(X)!.erasures).toBe(oldErasures);
    expect(oldHost.log.some((line) => line.includes(reference) || line.includes(after.reference))).toBe(false);
    expect(newHost.stats.get(X)!.badSignatures).toBe(0);
  });
});
