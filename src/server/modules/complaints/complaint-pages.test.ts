import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { complaints, contactMessages, outboxMessages } from '#server/db/schema/index.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';

// Decision 090: /complaints and /contact stay prerendered; their forms post to the page, whose
// React Router action sends the complaint through POST /api/complaints and answers the page again
// with the reference and the final-response date, or the problems with everything typed kept.

let app: App;
let db: DbHandle;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
beforeAll(async () => {
  ({ app, db, clock } = await createTestApp());
});

const post = (url: string, fields: Record<string, string>, extra: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', ...extra },
    payload: new URLSearchParams(fields).toString(),
  });
const complaintsOf = (email: string) => db.db.select().from(complaints).where(eq(complaints.email, email));
const scriptsWithout = (body: string, nonce: string) =>
  [...body.matchAll(/<script\b([^>]*)>/g)].filter((m) => !(m[1] ?? '').includes(`nonce="${nonce}"`));

describe('the complaint form of /complaints', () => {
  it('the page itself is still the prerendered file, with the form posting to the page', async () => {
    const page = await app.inject({ method: 'GET', url: '/complaints' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const form = /<form[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/complaints#complaint-form"');
    expect(page.body).toContain('id="complaint-description"');
  });

  it('records the complaint and answers the page with its reference and final response date', async () => {
    clock.set(new Date('2026-08-28T15:00:00Z'));
    const email = uniqueEmail('form-complaint');
    const answer = await post('/complaints', {
      name: 'Jane Doe',
      email,
      phone: '',
      applicationReference: '',
      description: 'The lender charged a fee nobody told me about.',
      desiredOutcome: 'A refund.',
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await complaintsOf(email);
    expect(row).toMatchObject({ name: 'Jane Doe', desiredOutcome: 'A refund.', phone: null });
    expect(answer.body).toContain('We have received your complaint');
    expect(answer.body).toContain(row!.reference);
    expect(answer.body).toContain('23 October 2026');
    expect(answer.body).not.toContain('id="complaint-description"');
    // The islands script of the page runs under the response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(scriptsWithout(answer.body, nonce).filter((m) => !/ld\+json/.test(m[1] ?? ''))).toEqual([]);
    const mail = await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail).toHaveLength(1);
  });

  it('says the acknowledgement was not emailed when the mailbox had its day’s share (issue 41.4)', async () => {
    clock.set(new Date('2026-08-29T10:00:00Z'));
    const email = uniqueEmail('daily-share');
    const file = (i: number) =>
      post('/complaints', { name: 'Jane Doe', email, description: `Complaint number ${i} about a fee.` });
    for (let i = 1; i <= 3; i++) expect((await file(i)).body).toContain('We have emailed you an acknowledgement');
    const withheld = await file(4);
    expect(withheld.statusCode).toBe(200);
    expect(withheld.body).toContain('We have received your complaint');
    expect(withheld.body).toContain('We have not emailed you an acknowledgement this time');
    expect(withheld.body).not.toContain('We have emailed you an acknowledgement');
  });

  it('answers 400 with a GOV.UK error summary and keeps what was typed; nothing is recorded', async () => {
    const email = 'not-an-address';
    const answer = await post('/complaints', { name: 'Sam <Typed>', email, description: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('There is a problem');
    expect(answer.body).toContain('href="#complaint-email"');
    expect(answer.body).toContain('Please enter a valid email address');
    expect(answer.body).toContain('href="#complaint-description"');
    expect(answer.body).toContain('Please tell us what went wrong');
    expect(answer.body).toContain('value="Sam &lt;Typed&gt;"');
    expect(answer.body).toContain('value="not-an-address"');
    expect(answer.body).toMatch(
      /id="complaint-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="complaint-email"/,
    );
    expect(await complaintsOf(email)).toEqual([]);
  });

  it('refuses a form posted from another site', async () => {
    const answer = await post('/complaints', { name: 'X' }, { 'sec-fetch-site': 'cross-site' });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the contact form', () => {
  it('takes a complaint through POST /api/complaints and shows its reference', async () => {
    const email = uniqueEmail('contact-complaint');
    const answer = await post('/contact', {
      topic: 'complaint',
      name: 'Ali Khan',
      email,
      phone: '07911 123456',
      message: 'Nobody called me back.',
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await complaintsOf(email);
    expect(row).toMatchObject({ description: 'Nobody called me back.', phone: '07911 123456' });
    expect(answer.body).toContain(row!.reference);
    expect(await db.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('a complaint with a problem comes back under the message field, typed values kept', async () => {
    const answer = await post('/contact', { topic: 'complaint', name: 'Ali', email: 'ali@example.com', message: ' ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('Please tell us what went wrong');
    expect(answer.body).toMatch(/href="#[^"]*-message"/);
    expect(answer.body).toContain('value="ali@example.com"');
    expect(answer.body).toMatch(/value="complaint"[^>]*checked|checked[^>]*value="complaint"/);
  });

  it('a question with problems comes back with each field’s words in the form’s order, typed values kept', async () => {
    const email = uniqueEmail('contact-problems').replace('@', ' at ');
    const answer = await post('/contact', { topic: 'question', name: ' ', email, phone: 'call me', message: 'Hi' });
    expect(answer.statusCode).toBe(400);
    const words = ['Please enter your name', 'Please enter a valid email address', 'Please enter a valid phone number'];
    const at = words.map((w) => answer.body.indexOf(w));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(answer.body).toMatch(/href="#[^"]*-phone"/);
    expect(answer.body).toContain(`value="${email}"`);
    expect(answer.body).toContain('value="call me"');
    expect(await db.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
  });

  it('a question posted without script is stored and confirmed', async () => {
    const email = uniqueEmail('contact-question');
    const answer = await post('/contact', { topic: 'question', name: 'Ali', email, message: 'Do you lend £50?' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Thank you for your message.');
    expect(await db.db.select().from(contactMessages).where(eq(contactMessages.email, email))).toHaveLength(1);
    expect(await complaintsOf(email)).toEqual([]);
  });
});
