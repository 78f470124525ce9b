import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadAttempts, loanApplications, reviewRequests } from '#server/db/schema/index.ts';
import { duplicateOutcome } from '#server/modules/lenders/panel/duplicates.ts';
import type { ReviewsResponse } from '#shared/admin/complaints-schemas.ts';
import { createApplication, createSessionApplication } from '#tests/support/applications-db.ts';
import { uniqueEmail, uniqueMobile } from '#tests/support/unique.ts';
import { openReviewDesk, type ReviewDesk } from './review-requests.fixtures.ts';

// Issue 42.9: a changed decision offers the application to the lender panel (the built-in
// sandbox panel here, which sells a complete affordable application), or records why not.

let desk: ReviewDesk;
beforeAll(async () => {
  desk = await openReviewDesk();
});

const rowOf = async (id: string) =>
  (await desk.db.db.select().from(loanApplications).where(eq(loanApplications.id, id)))[0]!;
const requestOf = async (applicationId: string) =>
  (await desk.db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, applicationId)))[0]!;
const queueItem = async (applicationId: string) =>
  ((await desk.admin('GET', '/api/admin/review-requests')).json() as ReviewsResponse).items.find(
    (i) => i.applicationId === applicationId,
  );
const change = (reviewId: string, reason = 'Not the same person: a new mobile after a move.') =>
  desk.admin('POST', `/api/admin/review-requests/${reviewId}/decision`, { decision: 'changed', reason });
/** The panel's run ends in its own time: wait for the stored outcome, not for a guessed delay. */
const outcomeOf = async (id: string) => {
  await expect.poll(async () => (await rowOf(id)).apiStatus, { timeout: 15_000 }).not.toBeNull();
  return rowOf(id);
};

describe('changing a decision on review', () => {
  it('offers a duplicate refusal to the lenders; the queue and the application show the outcome', async () => {
    const email = uniqueEmail('twice');
    const mobilePhone = uniqueMobile();
    const now = desk.clock.now();
    const earlier = await createApplication(desk.db.db, {
      email,
      mobilePhone,
      status: 'sold',
      apiStatus: 'sold',
      completedAt: now,
    });
    const { cookie, application } = await createSessionApplication(desk.db.db, {
      email,
      mobilePhone,
      ...duplicateOutcome(earlier.id, 30),
      completedAt: now,
    });
    expect((await desk.ask(cookie)).statusCode).toBe(201);
    const review = await requestOf(application.id);

    const answer = await change(review.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: review.id, decision: 'changed', emailed: true, followUp: 'offered' });
    const [mail] = await desk.mailFor(email);
    expect(mail?.textBody).toContain('we are now offering your application to our lenders');
    expect(mail?.textBody).not.toContain('We will contact you about what happens next');

    // The duplicate rule does not refuse it again: the sandbox's lenders were asked and one bought it.
    const after = await outcomeOf(application.id);
    expect(after).toMatchObject({ status: 'sold', apiStatus: 'sold' });
    expect(after.reviewClearedAt).not.toBeNull();
    const attempts = await desk.db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
    expect(attempts.length).toBeGreaterThan(0);
    expect(await queueItem(application.id)).toMatchObject({
      decision: 'changed',
      followUp: 'offered',
      applicationStatus: 'sold',
    });
    const detail = await desk.admin('GET', `/api/admin/applications/${application.id}`);
    expect(detail.json()).toMatchObject({ application: { status: 'sold' } });
  });

  it('offers a referral by the gate to the lenders, and the gate does not refer it again', async () => {
    const { cookie, application } = await desk.referred();
    await desk.ask(cookie, { message: 'My partner pays the rent.' });
    const review = await requestOf(application.id);
    expect((await change(review.id, 'The rent is shared: the loan is affordable.')).json()).toMatchObject({
      followUp: 'offered',
    });
    const after = await outcomeOf(application.id);
    expect(after.status).toBe('sold');
    expect(after.gateReason).toBe('unaffordable'); // what was reviewed stays on record
    expect(await queueItem(application.id)).toMatchObject({ followUp: 'offered', applicationStatus: 'sold' });
  });

  it('does not offer an erased application, and records why; nothing is emailed', async () => {
    const { cookie, application } = await desk.referred();
    await desk.ask(cookie);
    await desk.db.db
      .update(loanApplications)
      .set({ erasedAt: desk.clock.now() })
      .where(eq(loanApplications.id, application.id));
    const review = await requestOf(application.id);
    const answer = await change(review.id);
    expect(answer.json()).toEqual({ id: review.id, decision: 'changed', emailed: false, followUp: 'erased' });
    const after = await rowOf(application.id);
    expect(after).toMatchObject({ status: 'referred', apiStatus: null, reviewClearedAt: null });
    expect(await queueItem(application.id)).toMatchObject({ followUp: 'erased', applicationStatus: 'referred' });
    expect(await desk.mailFor(application.email!)).toEqual([]);
  });

  it('leaves the application alone when the decision stands', async () => {
    const { cookie, application } = await desk.referred();
    await desk.ask(cookie);
    const review = await requestOf(application.id);
    const answer = await desk.admin('POST', `/api/admin/review-requests/${review.id}/decision`, {
      decision: 'upheld',
      reason: 'Your expenses exceed your income.',
    });
    expect(answer.json()).toMatchObject({ followUp: null });
    expect(await rowOf(application.id)).toMatchObject({ status: 'referred', reviewClearedAt: null });
  });
});
