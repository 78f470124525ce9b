import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  analyticsEvents,
  contactMessages,
  lenderTestCalls,
  loanApplications,
  rateLimitCounters,
} from '#server/db/schema/index.ts';
import { RETENTION_MS } from '#shared/retention.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';
import { purgeExpired } from './retention.service.ts';

let db: Database;
const DAY = 86_400_000;
beforeAll(async () => {
  ({
    app: { db },
  } = await createTestApp({ siteRoot: null }));
});

const application = (values: Partial<typeof loanApplications.$inferInsert>) =>
  insertApplication(db, { firstName: 'Ann', email: uniqueEmail('retention'), ...values });
const find = async (id: string) => (await db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0];

describe('retention purge', () => {
  it('deletes drafts untouched for 90 days and keeps recent ones', async () => {
    const now = new Date();
    const old = await application({ updatedAt: new Date(now.getTime() - RETENTION_MS.unsubmittedDraft - DAY) });
    const recent = await application({ updatedAt: new Date(now.getTime() - RETENTION_MS.unsubmittedDraft + DAY) });
    await purgeExpired(db, now);
    expect(await find(old.id)).toBeUndefined();
    expect(await find(recent.id)).toBeDefined();
  });

  it('erases the personal data of applications submitted more than 6 years ago, keeping the aggregates', async () => {
    const now = new Date();
    const old = await application({
      status: 'sold',
      loanAmount: 700,
      price: 42,
      submittedAt: new Date(now.getTime() - RETENTION_MS.submittedApplication - DAY),
    });
    const current = await application({ status: 'sold', submittedAt: new Date(now.getTime() - 365 * DAY) });
    await purgeExpired(db, now);
    expect(await find(old.id)).toMatchObject({
      firstName: null,
      email: null,
      loanAmount: 700,
      price: 42,
      status: 'sold',
    });
    expect((await find(old.id))?.erasedAt).toBeInstanceOf(Date);
    expect(await find(current.id)).toMatchObject({ firstName: 'Ann', erasedAt: null });
  });

  it('deletes analytics events after 26 months and contact messages after 2 years', async () => {
    const now = new Date();
    const session = randomUUID();
    await db.insert(analyticsEvents).values([
      { sessionId: session, eventType: 'old', createdAt: new Date(now.getTime() - RETENTION_MS.analyticsEvent - DAY) },
      { sessionId: session, eventType: 'new', createdAt: now },
    ]);
    const email = uniqueEmail('contact');
    await db.insert(contactMessages).values({
      name: 'Old',
      email,
      message: 'hi',
      createdAt: new Date(now.getTime() - RETENTION_MS.contactMessage - DAY),
    });
    await purgeExpired(db, now);
    const left = await db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, session));
    expect(left.map((e) => e.eventType)).toEqual(['new']);
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('deletes rate-limit counters whose window has passed', async () => {
    const now = new Date();
    const [ended, running] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    await db.insert(rateLimitCounters).values([
      { key: ended, count: 3, resetAt: new Date(now.getTime() - 1000) },
      { key: running, count: 3, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    await purgeExpired(db, now);
    const left = await db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(inArray(rateLimitCounters.key, [ended, running]));
    expect(left.map((r) => r.key)).toEqual([running]);
  });

  it("clears the bodies of a lender's test calls after 30 days, keeping the calls (decision 153)", async () => {
    const now = new Date();
    const lenderId = `retention-${randomUUID()}`;
    const call = (reference: string, ageMs: number) => ({
      lenderId,
      reference,
      stage: 'post' as const,
      sentAt: new Date(now.getTime() - ageMs),
      httpStatus: 200,
      decision: 'sold',
      request: `v2.sealed-request-${reference}`,
      answer: `v2.sealed-answer-${reference}`,
    });
    await db
      .insert(lenderTestCalls)
      .values([call('old', RETENTION_MS.testCallBody + DAY), call('recent', RETENTION_MS.testCallBody - DAY)]);
    const report = await purgeExpired(db, now);
    expect(report.testCallBodies).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(lenderTestCalls).where(eq(lenderTestCalls.lenderId, lenderId));
    expect(left.map(({ reference, decision, request, answer }) => ({ reference, decision, request, answer }))).toEqual(
      expect.arrayContaining([
        { reference: 'old', decision: 'sold', request: null, answer: null },
        {
          reference: 'recent',
          decision: 'sold',
          request: 'v2.sealed-request-recent',
          answer: 'v2.sealed-answer-recent',
        },
      ]),
    );
    expect(left).toHaveLength(2);
  });
});
