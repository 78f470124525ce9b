import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanApplications, reviewRequests } from '#server/db/schema/index.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { openReviewDesk, type ReviewDesk } from './review-requests.fixtures.ts';

let app: ReviewDesk['app'];
let db: ReviewDesk['db'];
let desk: ReviewDesk;
beforeAll(async () => {
  desk = await openReviewDesk();
  ({ app, db } = desk);
});
const referred: ReviewDesk['referred'] = () => desk.referred();
const recordUrl: ReviewDesk['recordUrl'] = (publicId) => desk.recordUrl(publicId);

describe('the record page (a signed link, no cookie)', () => {
  it('offers "Ask a person to review this" for our rules\' decision, and shows the reference once asked', async () => {
    const { application } = await referred();
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ask a person to review this');
    const action = /<form action="([^"]*review-request[^"]*)" method="post"/
      .exec(page.body)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(action).toBeDefined();
    const posted = await app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=I+can+afford+it',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${recordUrl(application.sessionId)}#review`);
    const [row] = await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id));
    expect(row).toMatchObject({ automatedDecision: 'referred', message: 'I can afford it' });
    const after = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    expect(after.body).toContain(row!.reference);
    expect(after.body).not.toContain('Ask a person to review this');
  });

  it('tells the applicant when the review cannot be opened (409: no decision of our rules applies)', async () => {
    const { application } = await referred();
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    const action = /<form action="([^"]*review-request[^"]*)" method="post"/
      .exec(page.body)?.[1]
      ?.replaceAll('&amp;', '&');
    // The page was open while the application changed: no decision of our rules applies now.
    await db.db.update(loanApplications).set({ erasedAt: new Date() }).where(eq(loanApplications.id, application.id));
    const posted = await app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'message=Please',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${recordUrl(application.sessionId)}&review=refused#review`);
    const after = await app.inject({ method: 'GET', url: posted.headers.location! });
    expect(after.statusCode).toBe(200);
    expect(after.body).toMatch(/<h2 id="review"[ >]/);
    expect(after.body).toContain('We could not open a review: no automated decision of ours applies');
    expect(await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id))).toEqual(
      [],
    );
  });

  it('offers nothing when a lender decided, and refuses a wrong signature', async () => {
    const { application } = await createSessionApplication(db.db, { status: 'rejected', apiStatus: 'reject' });
    const page = await app.inject({ method: 'GET', url: recordUrl(application.sessionId) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Ask a person to review this');
    const { application: other } = await referred();
    const forged = await app.inject({
      method: 'POST',
      url: `/api/record/${other.sessionId}/review-request?sig=${'0'.repeat(64)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    expect(await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, other.id))).toEqual([]);
  });
});
