import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadAttemptBodies, leadAttempts, loanApplications } from '#server/db/schema/index.ts';
import { leadReferenceFor } from '#server/modules/lenders/ledger/ledger.ts';
import { eraseApplication } from '#server/modules/retention/index.ts';
import type { PortalExchanges } from '#shared/lender-portal/portal-schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import type { FakeLender } from '#tests/support/fake-lender-answers.ts';
import { startFakeLenders } from '#tests/support/fake-lenders.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { enrolledLenderUser, portalGet, writePanel } from './portal.fixtures.ts';

// Decision 153: what is never kept of a call's bodies. A lender that writes the applicant's bank
// details into a text answer (no JSON keys to find them by) has them taken out, and nothing else;
// a call that ends after the application was erased keeps no body at all.
const s = Math.random().toString(36).slice(2, 8);
// The application factory's bank details (tests/support/applications-db.ts), as a person writes them.
const TEXT = [
  'Payout check failed: account 12345678, sort code 11-22-33 (also tried 112233 and 11 22 33).',
  'Our case 87654321, call 07700112233 quoting 1122334.',
].join('\n');
const writer: FakeLender = { id: `xk-text-${s}`, price: 30, postText: TEXT };
const buyer: FakeLender = { id: `xk-buy-${s}`, price: 20 };
// The writer bids highest: its post answers the text (an HTTP 500), then the buyer's post sells.
const fake = await startFakeLenders([writer, buyer]);
afterAll(() => fake.close());
// The applications are sealed with the app's own key, as the server seals them.
const DATA_KEY = randomBytes(32).toString('hex');
const { app, db, clock } = await createTestApp({
  env: { LENDER_PANEL: writePanel(fake.config(), writer.id), DATA_KEY },
});
const newApplication = () => createApplication(db.db, {}, { dataKey: DATA_KEY });
clock.set(new Date('2031-10-10T10:00:00Z'));
const admin = await adminSession(app, db.db);
const user = await enrolledLenderUser(app, admin.cookie, writer.id);

const postOf = async (applicationId: string) => {
  const reference = leadReferenceFor(applicationId, writer.id);
  const answer = await portalGet(app, `/api/lender-portal/exchanges?q=${reference}&stage=post`, user.cookie);
  expect(answer.statusCode).toBe(200);
  const [post] = (answer.json() as PortalExchanges).exchanges;
  return { post, body: answer.body };
};
const keptOf = async (applicationId: string) => {
  const attempts = db.db
    .select({ id: leadAttempts.id })
    .from(leadAttempts)
    .where(eq(leadAttempts.applicationId, applicationId));
  return db.db.select().from(leadAttemptBodies).where(inArray(leadAttemptBodies.attemptId, attempts));
};

describe("what is never kept of a call's bodies (decision 153)", () => {
  it("takes the applicant's own bank details out of a lender's text answer, and nothing else", async () => {
    const application = await newApplication();
    expect(await app.lenderPanel.submit(application.id)).toMatchObject({ status: 'sold', price: 20 });
    const { post, body } = await postOf(application.id);
    expect(post).toMatchObject({ httpStatus: 500, answer: 'error' });
    expect(post!.answerBody).toBe(
      [
        'Payout check failed: account [not kept], sort code [not kept] (also tried [not kept] and [not kept]).',
        'Our case 87654321, call 07700112233 quoting 1122334.',
      ].join('\n'),
    );
    // Nowhere in the log, the screen included (the other numbers hold 112233, and stay).
    const own = /(?<!\d)(12345678|11[- ]?22[- ]?33)(?!\d)/;
    expect(body).not.toMatch(own);
    const screen = await app.inject({
      method: 'GET',
      url: '/lenders/exchanges?stage=post',
      headers: { cookie: user.cookie },
    });
    expect(screen.body).toContain('Our case 87654321, call 07700112233 quoting 1122334.');
    expect(screen.body).not.toMatch(own);
  });

  it('keeps no body of a call that ends after the application was erased', async () => {
    const application = await newApplication();
    // Erased while the writer has the full lead: its ping and its post end after the erasure, and
    // the buyer is then posted nothing (decision 152).
    writer.onPost = () => eraseApplication(db.db, application.id, clock.now());
    try {
      await app.lenderPanel.submit(application.id);
    } finally {
      delete writer.onPost;
    }
    const [erased] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, application.id));
    expect(erased!.erasedAt).toBeInstanceOf(Date);
    const attempts = await db.db.select().from(leadAttempts).where(eq(leadAttempts.applicationId, application.id));
    expect(attempts.map((a) => [a.lenderId, a.postTries]).sort()).toEqual([
      [buyer.id, null],
      [writer.id, 1],
    ]);
    expect(await keptOf(application.id)).toEqual([]);
    expect((await postOf(application.id)).post).toMatchObject({ answer: 'error', requestBody: null, answerBody: null });
  });
});
