import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { reviewRequests } from '#server/db/schema/index.ts';
import { duplicateOutcome } from '#server/modules/lenders/panel/duplicates.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// The result page offers "Ask a person to review this" when our own rules decided (decision 071):
// GET /api/application/review-request says whether, and the page's action opens the review.

let app: App;
let db: DbHandle;
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const state = (cookie: string) =>
  app.inject({ method: 'GET', url: '/api/application/review-request', headers: { cookie } });
const resultPage = (cookie: string) => app.inject({ method: 'GET', url: '/apply/result', headers: { cookie } });
const postReview = (cookie: string, message: string) =>
  app.inject({
    method: 'POST',
    url: '/apply/result',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ message }).toString(),
  });
const requestsOf = (applicationId: string) =>
  db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, applicationId));

describe('GET /api/application/review-request', () => {
  it('says which of our rules decided, and the reference once asked', async () => {
    const { cookie } = await createSessionApplication(db.db, { status: 'referred', gateReason: 'unaffordable' });
    expect((await state(cookie)).json()).toEqual({
      eligible: true,
      decision: 'referred',
      reference: null,
      decided: false,
    });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/application/review-request',
      headers: { cookie },
      payload: {},
    });
    expect((await state(cookie)).json()).toMatchObject({ eligible: true, reference: asked.json().reference });
  });

  it('is not offered for a lender’s decline or without a session', async () => {
    const { cookie } = await createSessionApplication(db.db, { status: 'rejected', apiStatus: 'reject' });
    expect((await state(cookie)).json()).toEqual({ eligible: false, decision: null, reference: null, decided: false });
    const anonymous = await app.inject({ method: 'GET', url: '/api/application/review-request' });
    expect(anonymous.json()).toMatchObject({ eligible: false });
  });
});

describe('the result page', () => {
  it('a duplicate refusal offers the review; the plain form post opens it and shows its reference', async () => {
    const { cookie, application } = await createSessionApplication(db.db, {
      ...duplicateOutcome('00000000-0000-4000-8000-000000000000', 30),
    });
    const page = await resultPage(cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ask a person to review this');
    expect(page.body).toContain('matched an earlier application');

    const posted = await postReview(cookie, 'It was me both times, I made a typo.');
    expect(posted.statusCode).toBe(200);
    const [row] = await requestsOf(application.id);
    expect(row).toMatchObject({ automatedDecision: 'duplicate', message: 'It was me both times, I made a typo.' });
    expect(posted.body).toContain(row!.reference);
    expect(posted.body).not.toContain('name="message"');

    // Shown again on a later visit, never a second request.
    const again = await resultPage(cookie);
    expect(again.body).toContain(row!.reference);
    expect(await requestsOf(application.id)).toHaveLength(1);
  });

  it('a referral offers it too; a lender’s decline does not', async () => {
    const referred = await createSessionApplication(db.db, { status: 'referred', gateReason: 'wants-debt-help' });
    expect((await resultPage(referred.cookie)).body).toContain('Ask a person to review this');
    const declined = await createSessionApplication(db.db, { status: 'rejected', apiStatus: 'reject' });
    expect((await resultPage(declined.cookie)).body).not.toContain('Ask a person to review this');
  });

  it('a post where no decision of ours applies is answered kindly (409), nothing recorded', async () => {
    const { cookie, application } = await createSessionApplication(db.db, { status: 'rejected', apiStatus: 'reject' });
    const posted = await postReview(cookie, '');
    expect(posted.statusCode).toBe(409);
    expect(posted.body).toContain('our automated rules did not decide it');
    expect(posted.body).toContain('href="/complaints"');
    expect(await requestsOf(application.id)).toEqual([]);
  });

  it('a message too long comes back in an error summary with the text kept', async () => {
    const { cookie, application } = await createSessionApplication(db.db, { status: 'referred' });
    const posted = await postReview(cookie, 'x'.repeat(5001));
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('There is a problem');
    expect(posted.body).toContain('Please keep your message under 5,000 characters');
    expect(posted.body).toContain('x'.repeat(5001));
    expect(await requestsOf(application.id)).toEqual([]);
  });
});
