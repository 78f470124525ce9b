import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttemptBodies, leadAttempts, lenderTestCalls } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import { eraseApplication } from '#server/modules/retention/index.ts';
import type { PortalExchange, PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { enrolledLenderUser, portalGet, portalPost, writePanel } from './portal.fixtures.ts';

// Issue 43.1 (decision 149): each call's request and answer as they went, in the exchange log:
// the full lead only in the post the lender received, never bank details, sealed at rest, never
// another lender's, and gone once the application is erased.
const s = Math.random().toString(36).slice(2, 8);
const [A, B] = [`xb-a-${s}`, `xb-b-${s}`];
// A bids highest and buys the lead; B is outbid: it had the anonymous ping only.
const fake = await startFakeLenders([
  { id: A, price: 30 },
  { id: B, price: 20 },
]);
afterAll(() => fake.close());
const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: writePanel(fake.config(), A) } });
clock.set(new Date('2031-09-10T10:00:00Z'));
const admin = await adminSession(app, db.db);
const userA = await enrolledLenderUser(app, admin.cookie, A);
const userB = await enrolledLenderUser(app, admin.cookie, B);
const application = await createApplication(db.db);
expect(await app.lenderPanel.submit(application.id)).toMatchObject({ status: 'sold', price: 30 });
const [refA, refB] = [leadReferenceFor(application.id, A), leadReferenceFor(application.id, B)];
const person = [application.email!, application.lastName!, application.mobilePhone!];
const bank = ['12345678', '112233', 'Test Bank'];

const logOf = async (cookie: string, query = '') => {
  const answer = await portalGet(app, `/api/lender-portal/exchanges${query}`, cookie);
  expect(answer.statusCode).toBe(200);
  return { body: answer.body, log: answer.json() as PortalExchanges };
};
const callOf = (log: PortalExchanges, reference: string, stage: 'ping' | 'post'): PortalExchange => {
  const call = log.exchanges.find((e) => e.reference === reference && e.stage === stage);
  if (!call) throw new Error(`no ${stage} of ${reference}`);
  return call;
};
const json = (body: string | null) => JSON.parse(body ?? 'null') as Record<string, unknown> & { lead: object };
const screenOf = async (cookie: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/lenders/exchanges${query}`, headers: { cookie } })).body;

describe("each call's request and answer (issue 43.1)", () => {
  it('shows the lender the JSON we sent it and what it answered, the person only in its post', async () => {
    const { log } = await logOf(userA.cookie);
    const post = callOf(log, refA, 'post');
    expect(json(post.requestBody)).toMatchObject({ stage: 'post', reference: refA });
    expect(json(post.requestBody).lead).toMatchObject({ person: { email: application.email } });
    expect(json(post.answerBody)).toMatchObject({ decision: 'sold' });
    const ping = callOf(log, refA, 'ping');
    expect(json(ping.requestBody)).toMatchObject({ stage: 'ping', reference: refA, lead: { loan: { amount: 500 } } });
    expect(json(ping.answerBody)).toMatchObject({ decision: 'accept', price: 30 });
    for (const value of person) expect(ping.requestBody).not.toContain(value);
    // The lead's own page shows the same calls with their bodies.
    const lead = (await portalGet(app, `/api/lender-portal/leads/${refA}`, userA.cookie)).json();
    expect(lead.calls[0].requestBody).toBe(post.requestBody);
  });

  it('never keeps or shows bank details', async () => {
    const { body } = await logOf(userA.cookie);
    for (const value of bank) expect(body).not.toContain(value);
    const screen = await screenOf(userA.cookie);
    for (const value of bank) expect(screen).not.toContain(value);
  });

  it('keeps them sealed at rest, as bank details are', async () => {
    const rows = await db.db
      .select()
      .from(leadAttemptBodies)
      .innerJoin(leadAttempts, eq(leadAttempts.id, leadAttemptBodies.attemptId))
      .where(eq(leadAttempts.applicationId, application.id));
    expect(rows.map((r) => `${r.lead_attempts.lenderId} ${r.lead_attempt_bodies.stage}`).sort()).toEqual([
      `${A} ping`,
      `${A} post`,
      `${B} ping`,
    ]);
    for (const { lead_attempt_bodies: kept } of rows) {
      for (const sealed of [kept.request, kept.answer]) {
        expect(sealed).toMatch(/^v2\./);
        for (const value of [...person, refA, 'decision']) expect(sealed).not.toContain(value);
      }
    }
  });

  it("never shows a lender another lender's calls or bodies: JSON, CSV or screen", async () => {
    const { log, body } = await logOf(userB.cookie);
    expect(log.exchanges.map((e) => `${e.reference} ${e.stage}`)).toEqual([`${refB} ping`]);
    expect(json(callOf(log, refB, 'ping').requestBody)).toMatchObject({ stage: 'ping', reference: refB });
    const csv = (await portalGet(app, '/api/lender-portal/exchanges/csv', userB.cookie)).body;
    const screen = await screenOf(userB.cookie);
    expect(screen).toContain('Request and answer');
    for (const text of [body, csv, screen]) for (const value of [...person, refA, A]) expect(text).not.toContain(value);
    const theirs = [refB, B];
    for (const text of [(await logOf(userA.cookie)).body, await screenOf(userA.cookie)])
      for (const value of theirs) expect(text).not.toContain(value);
  });

  it('shows them on the screen in a disclosure per call', async () => {
    const screen = await screenOf(userA.cookie, '?stage=post');
    expect(screen).toMatch(/<details[^>]*><summary[^>]*>Request and answer<span class="sr-only"> of the post of/);
    expect(screen).toContain(application.email);
    expect(screen).toContain('What you answered');
  });

  it('keeps a test lead’s bodies too, sealed', async () => {
    expect((await portalPost(app, '/api/lender-portal/test-lead', undefined, userA.cookie)).statusCode).toBe(200);
    const { log } = await logOf(userA.cookie, '?kind=test');
    const [post] = log.exchanges;
    expect(json(post!.requestBody)).toMatchObject({
      stage: 'post',
      test: true,
      lead: { person: { lastName: 'Lead' } },
    });
    expect(json(post!.answerBody)).toMatchObject({ decision: 'sold' });
    const stored = await db.db.select().from(lenderTestCalls).where(eq(lenderTestCalls.lenderId, A));
    for (const call of stored)
      expect([call.request, call.answer]).toEqual([expect.stringMatching(/^v2\./), expect.stringMatching(/^v2\./)]);
    expect((await logOf(userB.cookie, '?kind=test')).log.exchanges).toEqual([]);
  });

  it("erasing the application wipes its calls' bodies; the calls stay", async () => {
    await eraseApplication(db.db, application.id, clock.now());
    const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
    expect(attempts).toHaveLength(2);
    const ids = attempts.map((a) => a.id);
    expect(await db.db.select().from(leadAttemptBodies).where(inArray(leadAttemptBodies.attemptId, ids))).toEqual([]);
    const { log, body } = await logOf(userA.cookie);
    expect(callOf(log, refA, 'post')).toMatchObject({ answer: 'sold', requestBody: null, answerBody: null });
    for (const value of person) expect(body).not.toContain(value);
    const screen = await screenOf(userA.cookie, `?q=${refA}`);
    expect(screen).toContain('not kept');
    for (const value of person) expect(screen).not.toContain(value);
  });
});
