import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loanApplications, reviewRequests } from '#server/db/schema/index.ts';
import type { ReviewsResponse } from '#shared/admin/complaints-schemas.ts';
import { auditRows } from '#tests/support/admins.ts';
import { createSessionApplication } from '#tests/support/applications-db.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { decideReview } from './review-decision.ts';
import { openReviewDesk, type ReviewDesk } from './review-requests.fixtures.ts';

let app: ReviewDesk['app'];
let db: ReviewDesk['db'];
let desk: ReviewDesk;
beforeAll(async () => {
  desk = await openReviewDesk();
  ({ app, db } = desk);
});
const ask: ReviewDesk['ask'] = (...args) => desk.ask(...args);
const admin: ReviewDesk['admin'] = (...args) => desk.admin(...args);
const mailFor: ReviewDesk['mailFor'] = (email) => desk.mailFor(email);
const referred: ReviewDesk['referred'] = () => desk.referred();
const duplicate: ReviewDesk['duplicate'] = () => desk.duplicate();

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
      applicantName: `Alice ${application.lastName}`,
    });
    const bad = await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const body = { decision: 'upheld', reason: 'Your expenses exceed your income by £200 a month.' };
    const decided = await admin('POST', `/api/admin/review-requests/${item!.id}/decision`, body);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ id: item!.id, decision: 'upheld', emailed: true, followUp: null });
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
        { db: db.db, mailer: failing, log: app.log, publicUrl: 'http://localhost:3000', offer: async () => {} },
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
    // The application, reopened for the lenders by the changed decision, is put back as it was.
    const [appRow] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(appRow).toMatchObject({ status: 'rejected', apiStatus: 'reject', reviewClearedAt: null });
  });
});
