import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { loanApplications, outboxMessages, reviewRequests } from '#server/db/schema/index.ts';
import { duplicateOutcome } from '#server/modules/lender-panel/duplicates.ts';
import type { ReviewsResponse } from '#shared/admin/complaints-schemas.ts';
import { adminSession, auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { decideReview } from './review-requests.service.ts';

let app: App;
let db: DbHandle;
let cookie: string;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ siteRoot: null }));
  ({ cookie } = await adminSession(app, db.db));
});

const ask = (sessionCookie: string | null, payload?: object) =>
  app.inject({
    method: 'POST',
    url: '/api/application/review-request',
    headers: sessionCookie ? { cookie: sessionCookie } : {},
    ...(payload ? { payload } : {}),
  });
const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
const mailFor = (email: string) =>
  db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);

const referred = () => createSessionApplication(db.db, { status: 'referred', gateReason: 'unaffordable' });
const duplicate = () =>
  createSessionApplication(db.db, { ...duplicateOutcome('00000000-0000-4000-8000-000000000000', 30) });

describe('POST /api/application/review-request', () => {
  it('opens a review of the gate’s referral, once: asking again answers the same reference', async () => {
    const { cookie: visitor, application } = await referred();
    const first = await ask(visitor, { message: 'My income is higher than the form shows.' });
    expect(first.statusCode).toBe(201);
    const { reference } = first.json() as { reference: string };
    expect(reference).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{8}$/);
    const again = await ask(visitor, { message: 'Again' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ reference });
    const rows = await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      automatedDecision: 'referred',
      message: 'My income is higher than the form shows.',
      decidedAt: null,
    });
  });

  it('opens a review of a refusal by the duplicate rule, with no message', async () => {
    const { cookie: visitor, application } = await duplicate();
    const response = await ask(visitor);
    expect(response.statusCode).toBe(201);
    const [row] = await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id));
    expect(row).toMatchObject({ automatedDecision: 'duplicate', message: null });
  });

  it('answers 409 when no automated decision of ours applies, and records nothing', async () => {
    const lenderDecline = await createSessionApplication(db.db, { status: 'rejected', apiStatus: 'reject' });
    const sold = await createSessionApplication(db.db, { status: 'sold', apiStatus: 'sold' });
    const draft = await createSessionApplication(db.db, { status: 'draft' });
    const erased = await createSessionApplication(db.db, { status: 'referred', erasedAt: new Date() });
    for (const { cookie: visitor, application } of [lenderDecline, sold, draft, erased]) {
      const response = await ask(visitor);
      expect(response.statusCode, application.status).toBe(409);
      expect(response.json().message).toBe('No automated decision of ours applies to this application.');
      expect(await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id))).toEqual(
        [],
      );
    }
    expect((await ask(null)).statusCode).toBe(409);
  });

  it('answers 400 for a message that is too long', async () => {
    const { cookie: visitor } = await referred();
    const response = await ask(visitor, { message: 'x'.repeat(5001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('message');
  });
});

describe('the review queue', () => {
  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/review-requests' })).statusCode).toBe(401);
  });

  it('lists the request; a person records the decision and reason, and the applicant is emailed', async () => {
    const { cookie: visitor, application } = await referred();
    await ask(visitor, { message: 'Please look again' });
    const list = (await admin('GET', '/api/admin/review-requests')).json() as ReviewsResponse;
    const item = list.items.find((i) => i.applicationId === application.id);
    expect(item).toMatchObject({
      status: 'open',
      automatedDecision: 'referred',
      ruleReason: 'unaffordable',
      message: 'Please look again',
      applicationPublicId: application.sessionId,
      applicantName: 'Alice Testerton',
    });
    const bad = await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const body = { decision: 'upheld', reason: 'Your expenses exceed your income by £200 a month.' };
    const decided = await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, body);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ id: item!.id, decision: 'upheld', emailed: true });
    expect((await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, body)).statusCode).toBe(200);
    const other = await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, {
      ...body,
      decision: 'changed',
    });
    expect(other.statusCode).toBe(409);
    const mail = await mailFor(application.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain('the decision stands');
    expect(mail[0]?.textBody).toContain('Your expenses exceed your income by £200 a month.');
    const after = (await admin('GET', '/api/admin/review-requests')).json() as ReviewsResponse;
    expect(after.items.find((i) => i.id === item!.id)).toMatchObject({
      status: 'decided',
      decision: 'upheld',
      reason: body.reason,
      decidedBy: expect.stringContaining('@example.com'),
    });
    expect(await auditRows(db.db, 'review_request.decision', 'reviewRequestId', item!.id)).toHaveLength(1);
  });

  it('no longer shows the applicant’s message once their data is erased', async () => {
    const { cookie: visitor, application } = await referred();
    await ask(visitor, { message: 'My name is Alice and I live at 10 Downing Street' });
    await db.db.update(loanApplications).set({ erasedAt: new Date() }).where(eq(loanApplications.id, application.id));
    const list = (await admin('GET', '/api/admin/review-requests')).json() as ReviewsResponse;
    expect(list.items.find((i) => i.applicationId === application.id)?.message).toBeNull();
  });

  it('leaves the request undecided when the email cannot be sent', async () => {
    const { cookie: visitor, application } = await duplicate();
    await ask(visitor);
    const [row] = await db.db.select().from(reviewRequests).where(eq(reviewRequests.applicationId, application.id));
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('down')),
      close: async () => {},
    };
    await expect(
      decideReview(
        { db: db.db, mailer: failing, log: app.log, publicUrl: 'http://localhost:3000' },
        {
          id: row!.id,
          body: { decision: 'changed', reason: 'Not the same person.' },
          adminUserId: row!.id,
          now: new Date(),
        },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const [after] = await db.db.select().from(reviewRequests).where(eq(reviewRequests.id, row!.id));
    expect(after).toMatchObject({ decision: null, decidedAt: null });
    // The application itself is unchanged by a review request.
    const [appRow] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(appRow?.status).toBe('rejected');
  });
});

describe('the record page (a signed link, no cookie)', () => {
  const recordUrl = (publicId: string) => {
    const url = new URL(app.applicantRecord.urlFor(publicId));
    return url.pathname + url.search;
  };

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
    expect(after.body).toContain('<h2 id="review">');
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
