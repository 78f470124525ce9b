import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataRequests, erasureNotices, leadAttempts } from '#server/db/schema/index.ts';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Decision 152: an erasure made while the application's lender run is still going. A lender whose
// post ends after the erasure received the full lead and is told, like those posted before it; once
// the erasure is in, the run posts the full lead to nobody.
const s = Math.random().toString(36).slice(2, 8);
const buyer: FakeLender = { id: `er-buys-${s}`, price: 40 };
const fakes = await startFakeLenders([buyer]);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db } = await createTestApp({ env: { LENDER_PANEL: file }, lenderPanelWaitMs: 10_000 });
const officer = await adminSession(app, db.db);

/** The back office's Erase, as an admin presses it. */
const erase = async (applicationId: string) => {
  const answer = await app.inject({
    method: 'POST',
    url: `/api/admin/applications/${applicationId}/erase`,
    headers: { ...SAME_ORIGIN, cookie: officer.cookie },
  });
  expect(answer.statusCode).toBe(200);
};

/** Waits for a state the erasure job reaches (never a fixed sleep). */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(50)) if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
}

describe('an erasure while the lender run goes on (decision 152)', () => {
  it('tells a lender whose post ended after the erasure, until it acknowledges', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const reference = referenceFor(application.id, buyer.id);
    // Erased while the buyer has the full lead and has not answered yet: the erasure reads the
    // lenders to tell before this post is recorded.
    buyer.onPost = () => erase(application.id);
    // Down at first: the request, done at the erasure (no lender had a recorded post then), must
    // show the buyer as still to be told, not done.
    buyer.erasure = 'http-503';
    try {
      const sold = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
      expect(sold.json()).toMatchObject({ status: 'sold' });
    } finally {
      delete buyer.onPost;
    }
    const requestOf = async () =>
      (await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id)))[0]!;
    const request = await requestOf();
    expect(request).toMatchObject({ kind: 'erasure', origin: 'back-office' });
    const notices = () => db.db.select().from(erasureNotices).where(eq(erasureNotices.requestId, request.id));
    expect((await notices()).map((n) => n.lenderId)).toEqual([buyer.id]);
    await until(async () => ((await notices())[0]?.attempts ?? 0) >= 1, 'the first try');
    expect((await notices())[0]).toMatchObject({ acknowledgedAt: null, lastError: 'HTTP 503' });
    expect((await requestOf()).completedAt).toBeNull();
    // The lender comes back; the next try of its job is acknowledged and the request completes.
    buyer.erasure = 'ack';
    await app.dataRights.deliverErasure({ noticeId: (await notices())[0]!.id });
    expect((await notices())[0]!.acknowledgedAt).toBeInstanceOf(Date);
    expect((await requestOf()).completedAt).toBeInstanceOf(Date);
    const stat = fakes.stats.get(buyer.id)!;
    expect(stat.erased.has(reference)).toBe(true);
    expect([...stat.erasureKeys]).toEqual([`erasure-${reference}`]);
  });

  it('posts the full lead to nobody once the application is erased', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const postsBefore = fakes.stats.get(buyer.id)!.posts;
    // Erased while the buyer weighs the anonymous ping: its bid comes back to an erased application.
    let erased: Promise<void> | undefined;
    buyer.onPing = () => {
      erased ??= erase(application.id);
    };
    buyer.latencyMs = 300;
    try {
      await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    } finally {
      delete buyer.onPing;
      delete buyer.latencyMs;
    }
    await erased;
    expect(fakes.stats.get(buyer.id)!.posts).toBe(postsBefore);
    const [attempt] = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
    expect(attempt).toMatchObject({
      decision: 'skipped',
      postTries: null,
      errorReason: "the applicant's data was erased: the full lead is sent to nobody",
    });
    // Nobody received the full lead, so nobody is told.
    expect(fakes.stats.get(buyer.id)!.erased.has(referenceFor(application.id, buyer.id))).toBe(false);
  });
});
