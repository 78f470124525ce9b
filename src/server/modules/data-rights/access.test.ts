import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataRequests, leadAttempts, loanApplications, outboxMessages } from '#server/db/schema/index.ts';
import { ACCOUNT_NUMBER, SORT_CODE, completeSteps, CONSENT, validSteps, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// UK GDPR Article 15 from the record page: a one-time code to the applicant's email (hashed at
// rest, 15 minutes, 5 tries), then the copy of everything held as JSON and PDF, account masked.
const fake = fakePanel({ status: 'sold', redirectUrl: 'https://lender.example/offer/abc', leadId: 'L-1', price: 42 });
const { app, db, clock } = await createTestApp({ lenderPanel: fake.panel });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function submitted() {
  const v = visitor(app);
  const steps = validSteps();
  await completeSteps(v, steps);
  expect((await v.call('POST', '/api/application/submit', CONSENT)).statusCode).toBe(200);
  const view = (await v.call('GET', '/api/application')).json() as { sessionId: string; recordUrl: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, view.sessionId));
  const at = clock.now();
  await db.db.insert(leadAttempts).values([
    {
      applicationId: row!.id,
      lenderId: 'oak',
      lenderName: 'Oak Credit',
      tier: 1,
      decision: 'reject',
      latencyMs: 80,
      httpStatus: 200,
      errorReason: 'below lender minimum age',
      attemptedAt: at,
    },
    {
      applicationId: row!.id,
      lenderId: 'meadow',
      lenderName: 'Meadow Loans',
      tier: 1,
      decision: 'sold',
      price: 24,
      latencyMs: 120,
      httpStatus: 200,
      postTries: 1,
      attemptedAt: at,
    },
  ]);
  const url = new URL(view.recordUrl);
  const base = url.pathname;
  const sig = url.search;
  const post = (path: string, payload = '') =>
    app.inject({ method: 'POST', url: `${base}${path}${sig}`, payload, headers: FORM });
  return { email: String(steps[2].email), base, sig, post, id: row!.id };
}

async function lastCode(email: string) {
  const [mail] = await db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  expect(mail!.subject).toMatch(/^Your code for a copy of your data \(D-[0-9A-Z]{8}\)$/);
  return /one-time code is (\d{6})/.exec(mail!.textBody)![1]!;
}
const linkOf = (html: string, label: string) =>
  new RegExp(`href="([^"]+)"[^>]*>${label}`).exec(html)![1]!.replaceAll('&amp;', '&');

describe('a copy of my data (UK GDPR Article 15)', () => {
  it('emails a one-time code, stored only as a hash, and shows the copy once it is entered', async () => {
    clock.set(new Date('2026-11-26T10:00:00Z'));
    const a = await submitted();
    const asked = await a.post('/data-request');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Enter your code');
    const code = await lastCode(a.email);
    const [request] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, a.id));
    expect(request).toMatchObject({ kind: 'access', dueOn: '2026-12-26', codeAttempts: 0, codesSent: 1 });
    expect(request!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(request!.codeHash).not.toContain(code);
    expect(request!.codeExpiresAt!.toISOString()).toBe('2026-11-26T10:15:00.000Z');

    const shown = await a.post('/data-request/verify', `code=${code}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Your data is ready');
    const json = await app.inject({ method: 'GET', url: linkOf(shown.body, 'Download the data file') });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toContain('application/json');
    expect(json.headers['cache-control']).toBe('no-store');
    const data = json.json() as Record<string, unknown> & {
      steps: { step: number; answers: Record<string, unknown> }[];
    };
    const bank = data.steps.find((s) => s.step === 5)!.answers;
    expect(bank.accountNumber).toBe(`****${ACCOUNT_NUMBER.slice(-4)}`);
    expect(bank.sortCode).toBe(`**${SORT_CODE.slice(-4)}`);
    expect(json.body).not.toContain(ACCOUNT_NUMBER);
    expect(data.steps.find((s) => s.step === 2)!.answers.email).toBe(a.email);
    expect(data.consents).toMatchObject({ creditCheck: true, otherLoanProducts: true, marketingEmail: false });
    expect(data.messages).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Your loan application and your record' }),
      expect.objectContaining({ channel: 'email', subject: expect.stringMatching(/^Your code for a copy/) }),
    ]);
    expect(data.lenders).toEqual([
      expect.objectContaining({ lender: 'Oak Credit', received: 'anonymous summary (ping)', commissionPaid: null }),
      expect.objectContaining({ lender: 'Meadow Loans', received: 'full application (post)', commissionPaid: 24 }),
    ]);
    const pdf = await app.inject({ method: 'GET', url: linkOf(shown.body, 'Download a readable copy') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [done] = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, a.id));
    expect(done!.completedAt?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(done!.codeHash).toBeNull();

    // The links need the token, and work for one hour only.
    const noToken = linkOf(shown.body, 'Download the data file').replace(
      /token=[^&]+/,
      'token=wrongtokenwrongtokenwrong',
    );
    expect((await app.inject({ method: 'GET', url: noToken })).statusCode).toBe(403);
    clock.advance(61 * 60 * 1000);
    expect((await app.inject({ method: 'GET', url: linkOf(shown.body, 'Download the data file') })).statusCode).toBe(
      403,
    );
  });

  it('refuses a wrong code five times, then the right one too, until a new code is sent', async () => {
    clock.set(new Date('2026-11-26T11:00:00Z'));
    const a = await submitted();
    await a.post('/data-request');
    const code = await lastCode(a.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1) {
      const answer = await a.post('/data-request/verify', `code=${wrong}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(`You have ${left} more ${left === 1 ? 'try' : 'tries'}`);
    }
    expect((await a.post('/data-request/verify', `code=${wrong}`)).body).toContain('too many times');
    const locked = await a.post('/data-request/verify', `code=${code}`);
    expect(locked.statusCode).toBe(409);
    expect(locked.body).toContain('too many times');
    await a.post('/data-request');
    const fresh = await lastCode(a.email);
    expect((await a.post('/data-request/verify', `code=${fresh}`)).statusCode).toBe(200);
    // One request throughout: asking again sent a new code on the same clock.
    const rows = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codesSent).toBe(2);
    // Two more copies the same day, then no more until a day has passed.
    for (let i = 0; i < 2; i += 1) {
      await a.post('/data-request');
      expect((await a.post('/data-request/verify', `code=${await lastCode(a.email)}`)).statusCode).toBe(200);
    }
    expect((await a.post('/data-request')).statusCode).toBe(409);
    clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await a.post('/data-request')).statusCode).toBe(200);
  });

  it('refuses an expired code, a bad signature, and a sixth code', async () => {
    clock.set(new Date('2026-11-26T12:00:00Z'));
    const a = await submitted();
    await a.post('/data-request');
    const code = await lastCode(a.email);
    clock.advance(15 * 60 * 1000 + 1);
    const late = await a.post('/data-request/verify', `code=${code}`);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain('This code has expired');
    const forged = await app.inject({
      method: 'POST',
      url: `${a.base}/data-request?sig=${'0'.repeat(64)}`,
      payload: '',
      headers: FORM,
    });
    expect(forged.statusCode).toBe(403);
    for (let i = 2; i <= 5; i += 1) expect((await a.post('/data-request')).statusCode).toBe(200);
    const sixth = await a.post('/data-request');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.body).toContain('the most codes we can');
  });

  it('offers the copy and the erasure on the record page, as plain forms and links', async () => {
    const a = await submitted();
    const page = await app.inject({ method: 'GET', url: `${a.base}${a.sig}` });
    expect(page.body).toContain(`action="${a.base}/data-request${a.sig.replace('?', '?')}"`);
    expect(page.body).toContain('Get a copy of my data');
    expect(page.body).toContain(`href="${a.base}/erasure${a.sig}"`);
  });
});
