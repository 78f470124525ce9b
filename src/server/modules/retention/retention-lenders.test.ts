import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  dataRequests,
  erasureNotices,
  leadAttemptBodies,
  leadAttempts,
  loanApplications,
} from '#server/db/schema/index.ts';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';
import { RETENTION_MS } from '#shared/retention.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { purgeWithNotices } from './retention.plugin.ts';

// The contract's erasure stage goes to every lender that received the full lead whenever an
// applicant's data is erased: at the end of the retention period too (decision 103), through the
// same notices and job as an applicant's own erasure, and never twice for one application.
const s = Math.random().toString(36).slice(2, 8);
const lenders: FakeLender[] = [
  { id: `declines-full-${s}`, price: 50, postDecision: 'reject' },
  { id: `buys-${s}`, price: 40 },
  { id: `declines-ping-${s}`, decision: 'reject' },
];
const [declined, buyer, pingOnly] = lenders.map((l) => l.id) as [string, string, string];
const fakes = await startFakeLenders(lenders);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db } = await createTestApp({ env: { LENDER_PANEL: file }, lenderPanelWaitMs: 10_000 });
const DAY = 86_400_000;

/** Waits for a state the worker reaches (never a fixed sleep): polls until `check` is true. */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(50)) if (await check()) return;
  throw new Error(`timed out waiting for ${what}`);
}

/** A sold application (posted to two lenders), submitted a day more than the retention period ago. */
async function expiredSoldApplication(now: Date) {
  const { cookie, application } = await createSessionApplication(db.db);
  const sold = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
  expect(sold.json()).toMatchObject({ status: 'sold' });
  const submittedAt = new Date(now.getTime() - RETENTION_MS.submittedApplication - DAY);
  await db.db.update(loanApplications).set({ submittedAt }).where(eq(loanApplications.id, application.id));
  return application;
}

const told = (lenderId: string, applicationId: string) =>
  fakes.stats.get(lenderId)!.erased.has(referenceFor(applicationId, lenderId));
/** The bodies kept of the application's calls to lenders (decision 149). */
const bodiesOf = (applicationId: string) =>
  db.db
    .select({ stage: leadAttemptBodies.stage })
    .from(leadAttemptBodies)
    .innerJoin(leadAttempts, eq(leadAttempts.id, leadAttemptBodies.attemptId))
    .where(eq(leadAttempts.applicationId, applicationId));
const noticesOf = (applicationId: string) =>
  db.db
    .select({ lenderId: erasureNotices.lenderId })
    .from(erasureNotices)
    .innerJoin(dataRequests, eq(dataRequests.id, erasureNotices.requestId))
    .where(eq(dataRequests.applicationId, applicationId));

describe('the retention purge tells the lenders', () => {
  it('sends the erasure notice to every lender that got the full lead, once, never a pinged-only one', async () => {
    const now = new Date();
    const application = await expiredSoldApplication(now);
    expect((await bodiesOf(application.id)).length).toBeGreaterThan(0);
    await purgeWithNotices(app, now);
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(row).toMatchObject({ firstName: null, email: null });
    // What the lenders were sent and answered goes with it: the post carried the person.
    expect(await bodiesOf(application.id)).toEqual([]);
    await until(async () => told(declined, application.id) && told(buyer, application.id), 'both lenders told');
    expect(told(pingOnly, application.id)).toBe(false);
    const [request] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id));
    expect(request).toMatchObject({ kind: 'erasure', origin: 'retention' });
    await until(async () => {
      const [done] = await db.db.select().from(dataRequests).where(eq(dataRequests.id, request!.id));
      return Boolean(done!.completedAt);
    }, 'every lender acknowledging');

    // The next hour's purge finds nothing more to erase and tells nobody again.
    const erasures = fakes.stats.get(buyer)!.erasures;
    await purgeWithNotices(app, new Date(now.getTime() + 3_600_000));
    expect(await noticesOf(application.id)).toHaveLength(2);
    expect(fakes.stats.get(buyer)!.erasures).toBe(erasures);
  });

  it('sends no second notice for an application whose lenders were told at the applicant’s own erasure', async () => {
    const now = new Date();
    const application = await expiredSoldApplication(now);
    const record = new URL(app.applicantRecord.urlFor(application.sessionId));
    const erase = await app.inject({
      method: 'POST',
      url: `${record.pathname}/erasure${record.search}`,
      payload: 'confirm=yes',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(erase.statusCode).toBe(303);
    await until(async () => told(buyer, application.id), 'the buyer told of the erasure');
    const erasures = fakes.stats.get(buyer)!.erasures;
    await purgeWithNotices(app, now);
    expect(await noticesOf(application.id)).toHaveLength(2);
    expect(await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id))).toHaveLength(
      1,
    );
    expect(fakes.stats.get(buyer)!.erasures).toBe(erasures);
  });

  it('records no data request for an expired application no lender received', async () => {
    const now = new Date();
    const { application } = await createSessionApplication(db.db, {
      status: 'rejected',
      submittedAt: new Date(now.getTime() - RETENTION_MS.submittedApplication - DAY),
    });
    await purgeWithNotices(app, now);
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect(await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id))).toEqual([]);
  });
});
