// Test fixtures of the exchange log tests (issue 43.1): a test app with two lenders, each with a
// signed-in portal user, and calls of theirs on known London days, live and test. Each test file
// makes its own (unique lenders), so the files run side by side.
import { randomBytes } from 'node:crypto';
import { leadAttempts, lenderTestCalls } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import type { PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { panelFile } from '../inbound/inbound.fixtures.ts';
import { enrolledLenderUser } from './portal.fixtures.ts';

type Attempt = Partial<typeof leadAttempts.$inferInsert>;

/** Each call of a log as `reference stage answer`, in its order. */
export const callsOf = (log: PortalExchanges) => log.exchanges.map((e) => `${e.reference} ${e.stage} ${e.answer}`);

/**
 * Lenders A and B on an app whose clock is 15 June 2031, 13:00 London: A's live calls on the
 * first London day of the last 30 days, the day before it, and later ones (a post refused, a bid
 * outbid, a lender skipped without a call); B's own call; a test lead of each.
 */
export async function exchangeLogWorld(prefix: string) {
  const s = Math.random().toString(36).slice(2, 8);
  const [A, B] = [`${prefix}-a-${s}`, `${prefix}-b-${s}`];
  const { app, db, clock } = await createTestApp({ env: { LENDER_PANEL: panelFile([{ id: A }, { id: B }]) } });
  clock.set(new Date('2031-06-15T12:00:00Z'));
  const admin = await adminSession(app, db.db);
  const userA = await enrolledLenderUser(app, admin.cookie, A);
  const userB = await enrolledLenderUser(app, admin.cookie, B);

  /** An application and the lender's attempt at it, as the ping tree records it; the reference the lender was given. */
  async function attempted(lenderId: string, at: Date, values: Attempt): Promise<string> {
    const application = await insertApplication(db.db);
    await db.db.insert(leadAttempts).values({
      applicationId: application.id,
      lenderId,
      lenderName: `Lender ${lenderId}`,
      tier: 1,
      attemptedAt: at,
      decision: 'skipped',
      ...values,
    });
    return leadReferenceFor(application.id, lenderId);
  }

  /** A lead pinged at `at` and posted 2 s later, each call with its own timing and answer. */
  const calledLead = (lenderId: string, at: Date, post: 'sold' | 'reject' = 'sold') =>
    attempted(lenderId, at, {
      latencyMs: 700,
      httpStatus: 200,
      decision: post,
      price: post === 'sold' ? 21 : null,
      errorReason: post === 'reject' ? 'outside our criteria' : null,
      postTries: 1,
      pingLatencyMs: 120,
      pingHttpStatus: 200,
      pingDecision: 'accept',
      pingPrice: 21,
      postSentAt: new Date(at.getTime() + 2_000),
      postLatencyMs: 580,
    });

  /** A lead only pinged: a bid another lender outbid (`call`), or a lender skipped without a call. */
  const pingedOnly = (lenderId: string, at: Date, call: boolean) =>
    attempted(
      lenderId,
      at,
      call ? { latencyMs: 90, httpStatus: 200, price: 8, errorReason: 'another lender bought the lead' } : {},
    );

  // 01:30 BST on 17 May is still 16 May in UTC: the first London day of the last 30 days.
  const firstDay = await calledLead(A, new Date('2031-05-17T00:30:00Z'));
  const dayBefore = await calledLead(A, new Date('2031-05-16T22:30:00Z'));
  const refused = await calledLead(A, new Date('2031-06-14T10:00:00Z'), 'reject');
  const outbid = await pingedOnly(A, new Date('2031-06-13T09:00:00Z'), true);
  const notCalled = await pingedOnly(A, new Date('2031-06-13T10:00:00Z'), false);
  const theirs = await calledLead(B, new Date('2031-06-14T11:00:00Z'));
  const [testRef, theirTest] = [randomBytes(20).toString('hex'), randomBytes(20).toString('hex')];
  await db.db.insert(lenderTestCalls).values([
    { lenderId: A, reference: testRef, stage: 'ping', sentAt: new Date('2031-06-15T09:00:00Z'), decision: 'accept' },
    { lenderId: A, reference: testRef, stage: 'post', sentAt: new Date('2031-06-15T09:00:01Z'), decision: 'reject' },
    { lenderId: B, reference: theirTest, stage: 'ping', sentAt: new Date('2031-06-15T09:00:00Z'), decision: 'accept' },
  ]);

  const refs = { firstDay, dayBefore, refused, outbid, notCalled, theirs, testRef, theirTest };
  return { app, db, A, B, userA, userB, calledLead, refs };
}
