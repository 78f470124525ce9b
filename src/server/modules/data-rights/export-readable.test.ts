import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanApplications, outboxMessages } from '#server/db/schema/index.ts';
import { company } from '#shared/company.ts';
import { CONSENT, completeSteps, stepsWith, visitor } from '#tests/support/applications.ts';
import { fakePanel } from '#tests/support/fake-panel.ts';
import { pdfText } from '#tests/support/pdf-text.ts';
import { createTestApp } from '#tests/support/test-app.ts';

// Issue 42 item 4: the readable copy of my data showed "Title: 2", "Employment Type: 1", ISO times,
// "M11AE", "Share With Lenders: no" for the other-products marketing tick, and the emails of other
// applications sent to the same address.
const fake = fakePanel({ status: 'sold', redirectUrl: 'https://lender.example/offer/abc', leadId: 'L-1', price: 42 });
const { app, db, clock } = await createTestApp({ lenderPanel: fake.panel });
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const linkOf = (html: string, label: string) =>
  new RegExp(`href="([^"]+)"[^>]*>${label}`).exec(html)![1]!.replaceAll('&amp;', '&');

async function copyOfMyData() {
  const v = visitor(app);
  const steps = stepsWith({ title: 1, employmentType: 3, currentPostcode: 'm11ae' });
  await completeSteps(v, steps);
  const consent = { ...CONSENT, consentFirstParty: false, consentRemarketingSms: true };
  expect((await v.call('POST', '/api/application/submit', consent)).statusCode).toBe(200);
  const view = (await v.call('GET', '/api/application')).json() as { sessionId: string; recordUrl: string };
  const [row] = await db.db.select().from(loanApplications).where(eq(loanApplications.sessionId, view.sessionId));
  // Another application of the same person: its confirmation email and a reminder text.
  const other = randomUUID();
  await db.db.insert(outboxMessages).values([
    { channel: 'email', recipient: row!.email!, applicationId: other, subject: 'Another application', textBody: 'x' },
    { channel: 'sms', recipient: row!.mobilePhone!, applicationId: other, textBody: 'another reminder' },
  ]);
  const url = new URL(view.recordUrl);
  const post = (path: string, payload = '') =>
    app.inject({ method: 'POST', url: `${url.pathname}${path}${url.search}`, payload, headers: FORM });
  await post('/data-request');
  const [mail] = await db.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, row!.email!))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /one-time code is (\d{6})/.exec(mail!.textBody)![1]!;
  const shown = await post('/data-request/verify', `code=${code}`);
  const get = (label: string) => app.inject({ method: 'GET', url: linkOf(shown.body, label) });
  return {
    json: (await get('Download the data file')).json(),
    pdf: (await get('Download a readable copy')).rawPayload,
  };
}

describe('the readable copy of my data', () => {
  it("shows the screens' labels and values, London times, consent names, this application's messages", async () => {
    clock.set(new Date('2026-06-14T10:00:00Z'));
    const { json, pdf } = await copyOfMyData();
    const text = pdfText(pdf);
    expect(text).toContain('Name: Mr Priya');
    expect(text).toContain('Employment status: Self-employed');
    expect(text).toContain('M1 1AE');
    expect(text).toContain('Loan amount: £1,200');
    expect(text).toContain('Prepared on 14 Jun 2026, 11:00 BST');
    expect(text).toMatch(/D-[0-9A-Z]{8}: A copy of your data: Asked 14 Jun 2026, 11:00 BST; due by 14 Jul 2026/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/Title:|Employment Type:|M11AE|Share With Lenders/);
    expect(text).toContain(`Information about other loan products offered through ${company.companyName}: No`);
    expect(text).toContain('Text message (SMS) reminders and offers about your application: Yes');
    expect(text).not.toContain('Another application');
    expect(json.consents).toMatchObject({ otherLoanProducts: false, marketingSms: true });
    expect(json.messages).toEqual([
      expect.objectContaining({ channel: 'email', subject: 'Your loan application and your record' }),
      expect.objectContaining({ channel: 'email', subject: expect.stringMatching(/^Your code for a copy/) }),
    ]);
  });
});
