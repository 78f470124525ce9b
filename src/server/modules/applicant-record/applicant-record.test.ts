import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadAttempts, loanApplications, outboxMessages } from '#server/db/schema/index.ts';
import { createTestApp } from '#tests/support/test-app.ts';
import { completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';

const fake = fakePanel({
  status: 'sold',
  redirectUrl: 'https://lender.example/offer/abc',
  leadId: 'LEAD-1',
  price: 42,
});
const { app, db } = await createTestApp({ lenderPanel: fake.panel });

/** A visitor whose application went through consent, with a realistic trail of lender attempts. */
async function submittedApplication() {
  const v = visitor(app);
  const steps = validSteps();
  await completeSteps(v, steps);
  const before = (await v.call('GET', '/api/application')).json() as { sessionId: string; recordUrl?: string };
  expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
  const view = (await v.call('GET', '/api/application')).json() as { sessionId: string; recordUrl?: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, view.sessionId));
  const at = new Date('2026-11-20T10:15:00Z');
  await db.db.insert(leadAttempts).values([
    {
      applicationId: row!.id,
      lenderId: 'northway',
      lenderName: 'Northway Finance',
      tier: 1,
      decision: 'skipped',
      errorReason: 'amount above lender maximum',
      attemptedAt: at,
    },
    {
      applicationId: row!.id,
      lenderId: 'harbour',
      lenderName: 'Harbour Credit',
      tier: 1,
      decision: 'reject',
      errorReason: 'declined the full lead: affordability',
      attemptedAt: at,
    },
    {
      applicationId: row!.id,
      lenderId: 'kestrel',
      lenderName: 'Kestrel Money',
      tier: 2,
      decision: 'reject',
      errorReason: 'below lender minimum age',
      attemptedAt: at,
    },
    {
      applicationId: row!.id,
      lenderId: 'brightstone',
      lenderName: 'Brightstone Lending',
      tier: 2,
      decision: 'skipped',
      price: 38,
      errorReason: 'another lender bought the lead',
      attemptedAt: at,
    },
    {
      applicationId: row!.id,
      lenderId: 'meadow',
      lenderName: 'Meadow Loans',
      tier: 2,
      decision: 'sold',
      price: 24,
      attemptedAt: at,
    },
  ]);
  return { v, before, view, row: row!, email: String(steps[2].email) };
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

describe("the applicant's record", () => {
  it('GET /api/application carries recordUrl once submitted and not before', async () => {
    const { before, view } = await submittedApplication();
    expect(before.recordUrl).toBeUndefined();
    expect(view.recordUrl).toMatch(new RegExp(`^http://localhost:3000/record/${view.sessionId}\\?sig=[0-9a-f]{64}$`));
  });

  it('the confirmation email carries the record link', async () => {
    const { view, email } = await submittedApplication();
    const mails = await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your loan application and your record');
    expect(mails[0]!.textBody).toContain(view.recordUrl);
    expect(mails[0]!.textBody).toMatch(/credit broker, not a lender/i);
  });

  it('opens without a cookie and lists each lender with a plain-words outcome and the commission', async () => {
    const { view } = await submittedApplication();
    const page = await app.inject({ method: 'GET', url: pathOf(view.recordUrl!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(
      'Northway Finance Not asked We did not send them your application because ' +
        'the amount you asked for is above the largest loan they offer.',
    );
    expect(text).toContain(
      'Harbour Credit Asked and declined They saw your full application and declined it: they said: “affordability”.',
    );
    expect(text).toContain(
      'Kestrel Money Asked and declined They saw an anonymous summary (no name ' +
        'or contact details) and declined: you are younger than their minimum age.',
    );
    expect(text).toContain(
      'Meadow Loans Asked and accepted They received your full application and ' +
        'accepted it. They pay us £24.00 commission for introducing you: a lender pays when it accepts your ' +
        'application from us, whether or not you take out a loan with it.',
    );
    expect(text).toContain(
      'Brightstone Lending Asked, not chosen They saw an anonymous summary (no ' +
        'name or contact details), but another lender had already accepted your ' +
        'application, so we did not send them your application.',
    );
    // What is paid when, as the result page says it (issue 27.11).
    expect(text).toContain(
      'A lender pays us when it accepts your application from us, whether or not you take out a loan with it. ' +
        'For this application that is £24.00 in total.',
    );
    expect(text).not.toMatch(/paid us|if you take out a loan/);
    expect(text).toContain('FRN 764855');
    expect(text).not.toContain('07911');
  });

  it('refuses a tampered signature and a draft', async () => {
    const { view } = await submittedApplication();
    const tampered = view.recordUrl!.replace(/sig=([0-9a-f])/, (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect((await app.inject({ method: 'GET', url: pathOf(tampered) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/record/${view.sessionId}` })).statusCode).toBe(403);
    const draft = visitor(app);
    await draft.call('POST', '/api/application/step1', validSteps()[1]);
    const draftView = (await draft.call('GET', '/api/application')).json() as { sessionId: string };
    const forged = pathOf(app.applicantRecord.urlFor(draftView.sessionId));
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('erasure is never one click: the page links to a confirmation, and a bare POST only leads there', async () => {
    const { view, row } = await submittedApplication();
    const url = pathOf(view.recordUrl!).replace('?', '/erasure?');
    const page = await app.inject({ method: 'GET', url: pathOf(view.recordUrl!) });
    expect(page.body).toContain(`href="${url.replaceAll('&', '&amp;')}"`);
    const bare = await app.inject({
      method: 'POST',
      url,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bare.statusCode).toBe(303);
    expect(bare.headers.location).toBe(url);
    const [after] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, row.id));
    expect(after!.erasedAt).toBeNull();
    const badSig = url.replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
    expect((await app.inject({ method: 'GET', url: badSig })).statusCode).toBe(403);
  });
});
