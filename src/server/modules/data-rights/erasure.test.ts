import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataRequests, erasureNotices, loanApplications } from '#server/db/schema/index.ts';
import { referenceFor } from '#server/modules/lenders/directory/lead-reference.ts';
import type { DataRequestsResponse } from '#shared/admin/data-requests-schemas.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// UK GDPR Articles 17 and 19: erasure after a confirmation, and the protocol's `erasure` stage to
// every lender that received the full lead (a post), retried until each answers 2xx; never to a
// lender that only saw the anonymous ping. The retry is driven by running the job's handler.
const s = Math.random().toString(36).slice(2, 8);
const lenders: FakeLender[] = [
  { id: `declines-full-${s}`, price: 50, postDecision: 'reject', erasure: 'http-503' },
  { id: `buys-${s}`, price: 40 },
  { id: `outbid-${s}`, price: 30 },
  { id: `declines-ping-${s}`, decision: 'reject' },
];
const [down, buyer, outbid, pingOnly] = lenders.map((l) => l.id) as [string, string, string, string];
const fakes = await startFakeLenders(lenders);
afterAll(() => fakes.close());
const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'panel-')), 'panel.json');
writeFileSync(file, JSON.stringify(fakes.config()));
const { app, db } = await createTestApp({ env: { LENDER_PANEL: file }, lenderPanelWaitMs: 10_000 });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Waits for a state the worker reaches (never a fixed sleep): polls until `check` is true. Gives up
 * before the test's own timeout, saying where the erasure jobs stood.
 */
async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(50)) if (await check()) return;
  const jobs = (await db.db.execute(
    sql`select state, retry_count, output from pgboss.job where name = ${app.dataRights.erasureQueue}`,
  )) as unknown as { rows: unknown[] };
  throw new Error(`timed out waiting for ${what}; the erasure jobs: ${JSON.stringify(jobs.rows)}`);
}

describe('erasure reaches every lender that received the full lead', () => {
  it('confirms, erases, tells both lenders that got the post until each acknowledges, never the others', async () => {
    const { cookie, application } = await createSessionApplication(db.db);
    const sold = await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    expect(sold.json()).toMatchObject({ status: 'sold' });
    const record = new URL(app.applicantRecord.urlFor(application.sessionId));
    const url = `${record.pathname}/erasure${record.search}`;

    // Step 1, the confirmation: names the lenders that will be told, erases nothing yet.
    const confirm = await app.inject({ method: 'GET', url });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Yes, erase my details');
    expect(confirm.body).toContain(`Lender ${buyer}, Lender ${down}.`);
    expect(confirm.body).not.toContain(`Lender ${outbid}`);
    // The old one-click form (no confirmation field) only leads to the confirmation.
    const oneClick = await app.inject({ method: 'POST', url, payload: '', headers: FORM });
    expect(oneClick.statusCode).toBe(303);
    expect(oneClick.headers.location).toBe(url);
    const [kept] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(kept!.erasedAt).toBeNull();

    // Step 2: erased at once, and the record page says so.
    const erased = await app.inject({ method: 'POST', url, payload: 'confirm=yes', headers: FORM });
    expect(erased.statusCode).toBe(303);
    expect(erased.headers.location).toBe(`${record.pathname}${record.search}`);
    const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(row).toMatchObject({ firstName: null, email: null, accountNumber: null });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    const page = await app.inject({ method: 'GET', url: `${record.pathname}${record.search}` });
    expect(page.body).toContain('We erased your personal details');

    const [request] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id));
    expect(request).toMatchObject({ kind: 'erasure', origin: 'applicant', completedAt: null });
    const notices = () => db.db.select().from(erasureNotices).where(eq(erasureNotices.requestId, request!.id));
    expect((await notices()).map((n) => n.lenderId).sort()).toEqual([buyer, down].sort());

    // The job: the buyer acknowledges; the lender that is down is tried and recorded as not yet.
    const byLender = async () => new Map((await notices()).map((n) => [n.lenderId, n]));
    await until(async () => {
      const n = await byLender();
      return Boolean(n.get(buyer)?.acknowledgedAt) && (n.get(down)?.attempts ?? 0) >= 1;
    }, 'the first tries');
    const waiting = (await byLender()).get(down)!;
    expect(waiting).toMatchObject({ acknowledgedAt: null, lastError: 'HTTP 503' });
    const officer = await adminSession(app, db.db);
    const queue = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/data-requests',
          headers: { ...SAME_ORIGIN, cookie: officer.cookie },
        })
      ).json() as DataRequestsResponse;
    const before = (await queue()).items.find((i) => i.id === request!.id)!;
    expect(before.status).toBe('telling-lenders');
    expect(before.lenders).toEqual([
      expect.objectContaining({ lenderId: buyer, acknowledgedAt: expect.any(String) }),
      expect.objectContaining({ lenderId: down, acknowledgedAt: null, lastError: 'HTTP 503' }),
    ]);

    // The lender comes back; the next retry of its job is acknowledged and the request completes.
    lenders[0]!.erasure = 'ack';
    await app.dataRights.deliverErasure({ noticeId: waiting.id });
    const after = await byLender();
    expect(after.get(down)!.acknowledgedAt).toBeInstanceOf(Date);
    expect(after.get(down)!.attempts).toBeGreaterThanOrEqual(2);
    const done = (await queue()).items.find((i) => i.id === request!.id)!;
    expect(done.status).toBe('complete');

    for (const id of [down, buyer]) {
      const stat = fakes.stats.get(id)!;
      expect(stat.erased.has(referenceFor(application.id, id))).toBe(true);
      expect([...stat.erasureKeys]).toEqual([`erasure-${referenceFor(application.id, id)}`]);
      expect(stat.badSignatures).toBe(0);
    }
    for (const id of [outbid, pingOnly]) {
      expect(fakes.stats.get(id)!.pings).toBeGreaterThan(0);
      expect(fakes.stats.get(id)!.erasures).toBe(0);
    }
    expect(fakes.log.filter((line) => line.includes(' erasure ')).every((l) => !l.startsWith(outbid))).toBe(true);

    // Confirming again changes nothing and tells nobody twice.
    const erasuresBefore = fakes.stats.get(buyer)!.erasures;
    expect((await app.inject({ method: 'POST', url, payload: 'confirm=yes', headers: FORM })).statusCode).toBe(303);
    expect(await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id))).toHaveLength(
      1,
    );
    expect(fakes.stats.get(buyer)!.erasures).toBe(erasuresBefore);
  });

  it('the back office Erase tells the lenders that received the full lead too', async () => {
    lenders[0]!.erasure = 'ack';
    const { cookie, application } = await createSessionApplication(db.db);
    await app.inject({ method: 'POST', url: '/api/application/submit', headers: { cookie } });
    const officer = await adminSession(app, db.db);
    const erase = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${application.id}/erase`,
      headers: { ...SAME_ORIGIN, cookie: officer.cookie },
    });
    expect(erase.statusCode).toBe(200);
    const told = (id: string) => fakes.stats.get(id)!.erased.has(referenceFor(application.id, id));
    await until(async () => told(down) && told(buyer), 'both lenders acknowledging');
    expect(told(outbid) || told(pingOnly)).toBe(false);
    const [request] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id));
    await until(async () => {
      const [row] = await db.db.select().from(dataRequests).where(eq(dataRequests.id, request!.id));
      return Boolean(row!.completedAt);
    }, 'the request to complete');
  });

  it('completes at once when no lender received the full lead', async () => {
    const { application } = await createSessionApplication(db.db, { status: 'rejected' });
    const record = new URL(app.applicantRecord.urlFor(application.sessionId));
    const url = `${record.pathname}/erasure${record.search}`;
    expect((await app.inject({ method: 'GET', url })).body).toContain('No lender received your full application');
    await app.inject({ method: 'POST', url, payload: 'confirm=yes', headers: FORM });
    const [request] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, application.id));
    expect(request!.completedAt).toBeInstanceOf(Date);
  });
});
