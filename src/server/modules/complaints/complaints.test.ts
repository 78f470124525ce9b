import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { complaints, outboxMessages } from '#server/db/schema/index.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import { MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY, MAX_COMPLAINTS_PER_EMAIL_PER_HOUR } from './complaints.service.ts';

let app: App;
let db: DbHandle;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
beforeAll(async () => {
  ({ app, db, clock } = await createTestApp({ siteRoot: null }));
});

const send = (payload: Record<string, unknown>, target = app, ip = uniqueIp()) =>
  target.inject({ method: 'POST', url: '/api/complaints', payload, remoteAddress: ip });
const rowsFor = (email: string) => db.db.select().from(complaints).where(eq(complaints.email, email));
const mailFor = (email: string) =>
  db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);
const complaint = (email: string, extra: Record<string, unknown> = {}) => ({
  name: 'Jane Doe',
  email,
  description: 'The lender you sent me to charged a fee I was not told about.',
  ...extra,
});

describe('POST /api/complaints', () => {
  it('records the complaint, answers its reference and final response date, and acknowledges it by email', async () => {
    // Friday 28 August 2026, 4pm in London: the weekend and the Summer bank holiday (31 August) follow.
    clock.set(new Date('2026-08-28T15:00:00Z'));
    const email = uniqueEmail('complainant');
    const response = await send(
      complaint(email, {
        phone: '07911 123456',
        applicationReference: 'abc-123',
        desiredOutcome: 'A refund of the fee.',
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json() as { reference: string; receivedAt: string; finalResponseDue: string };
    expect(body).toEqual({
      reference: expect.stringMatching(/^C-[0-9A-HJKMNP-TV-Z]{8}$/),
      receivedAt: '2026-08-28T15:00:00.000Z',
      finalResponseDue: '2026-10-23',
      acknowledged: true,
    });
    const [row] = await rowsFor(email);
    expect(row).toMatchObject({
      reference: body.reference,
      name: 'Jane Doe',
      phone: '07911 123456',
      applicationReference: 'abc-123',
      desiredOutcome: 'A refund of the fee.',
      summaryDeadline: '2026-09-03',
      finalResponseDue: '2026-10-23',
      closedAt: null,
    });
    expect(row?.acknowledgedAt).toEqual(new Date('2026-08-28T15:00:00Z'));
    const mail = await mailFor(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain(body.reference);
    expect(mail[0]?.textBody).toContain(body.reference);
    expect(mail[0]?.textBody).toContain('23 October 2026');
    expect(mail[0]?.textBody).toContain('3 September 2026');
    expect(mail[0]?.htmlBody).toContain('23 October 2026');
  });

  it('answers 400 with the field messages and records nothing', async () => {
    const email = uniqueEmail('complainant');
    const response = await send({ name: ' ', email: 'not-an-email', phone: 'call me', description: '' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json() as { errors: { path: string; message: string }[] };
    expect(errors.map((e) => e.path).sort()).toEqual(['description', 'email', 'name', 'phone']);
    expect(errors.find((e) => e.path === 'description')?.message).toBe('Please tell us what went wrong');
    expect((await send({ email, description: 'x'.repeat(10_001), name: 'A' })).statusCode).toBe(400);
    expect(await rowsFor(email)).toEqual([]);
    expect(await mailFor(email)).toEqual([]);
  });

  it('is safe to retry: the same complaint again answers the same reference, one row, one email', async () => {
    const email = uniqueEmail('complainant');
    const first = await send(complaint(email));
    const again = await send(complaint(email, { phone: '' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailFor(email)).toHaveLength(1);
  });

  it('limits complaints per email address per hour', async () => {
    const email = uniqueEmail('complainant');
    for (let i = 0; i < MAX_COMPLAINTS_PER_EMAIL_PER_HOUR; i++) {
      expect((await send(complaint(email, { description: `Complaint ${i}` }))).statusCode).toBe(201);
    }
    const blocked = await send(complaint(email, { description: 'One more' }));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/several complaints/);
    clock.advance(61 * 60 * 1000);
    expect((await send(complaint(email, { description: 'Next hour' }))).statusCode).toBe(201);
  });

  it('counts an address’s +tags and letter case as one mailbox (issue 41.4)', async () => {
    const [local, domain] = uniqueEmail('victim').split('@') as [string, string];
    for (let i = 1; i <= MAX_COMPLAINTS_PER_EMAIL_PER_HOUR; i++) {
      const tagged = `${i % 2 ? local.toUpperCase() : local}+${i}@${domain}`;
      expect((await send(complaint(tagged, { description: `Complaint ${i}` }))).statusCode).toBe(201);
    }
    const blocked = await send(complaint(`${local}+99@${domain}`, { description: 'One more' }));
    expect(blocked.statusCode).toBe(429);
    expect(await rowsFor(`${local}+99@${domain}`)).toEqual([]);
  });

  it('emails one mailbox at most its daily share of acknowledgements; the rest are recorded (issue 41.4)', async () => {
    clock.set(new Date('2026-09-14T09:00:00Z'));
    const [local, domain] = uniqueEmail('flooded').split('@') as [string, string];
    const tagged = (i: number) => `${local}+${i}@${domain}`;
    const mailbox = () =>
      db.db
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.recipient, `${local}%@${domain}`));
    for (let i = 1; i <= MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY + 1; i++) {
      const answer = await send(complaint(tagged(i), { description: `Complaint ${i}` }));
      expect(answer.statusCode).toBe(201);
      // The receipt says whether the acknowledgement went: the page tells the complainant the truth.
      expect(answer.json().acknowledged).toBe(i <= MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY);
    }
    expect(await mailbox()).toHaveLength(MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY);
    const [withheld] = await rowsFor(tagged(MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY + 1));
    expect(withheld).toMatchObject({ acknowledgedAt: null });
    clock.advance(24 * 60 * 60 * 1000 + 60_000);
    expect((await send(complaint(tagged(50), { description: 'The next day' }))).statusCode).toBe(201);
    expect(await mailbox()).toHaveLength(MAX_ACKNOWLEDGEMENTS_PER_EMAIL_PER_DAY + 1);
  });

  it('limits complaints per client IP like the contact form', async () => {
    const { app: unscaled } = await createTestApp({ siteRoot: null, env: { RATE_LIMIT_SCALE: '1' } });
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) {
      expect((await send(complaint(uniqueEmail('flood')), unscaled, ip)).statusCode).toBe(201);
    }
    const blocked = await send(complaint(uniqueEmail('flood')), unscaled, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many complaints/);
  });
});
