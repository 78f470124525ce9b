import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { DbHandle } from '#server/db/client.ts';
import { complaints, outboxMessages } from '#server/db/schema/index.ts';
import type { ComplaintsResponse } from '#shared/admin/complaints-schemas.ts';
import { adminSession, auditRows, loginAdmin, SAME_ORIGIN, type TestAdmin } from '#tests/support/admins.ts';
import { createTestApp, uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { closeWithMessage, sendAcknowledgement } from './complaints-admin.service.ts';
import { receiveComplaint } from './complaints.service.ts';

let app: App;
let db: DbHandle;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
let officer: TestAdmin;
beforeAll(async () => {
  ({ app, db, clock } = await createTestApp({ siteRoot: null }));
  clock.set(new Date('2026-08-01T09:00:00Z'));
  officer = await adminSession(app, db.db);
});

/** A complaint received at `at` (London time matters for the clocks); returns its id and email. */
async function complaintAt(at: string) {
  clock.set(new Date(at));
  const email = uniqueEmail('complainant');
  const response = await app.inject({
    method: 'POST',
    url: '/api/complaints',
    remoteAddress: uniqueIp(),
    payload: { name: 'Sam Smith', email, description: `Complaint of ${email}` },
  });
  expect(response.statusCode).toBe(201);
  const [row] = await db.db.select().from(complaints).where(eq(complaints.email, email));
  return { id: row!.id, reference: row!.reference, email };
}

/** An admin call at the clock's time: signed in afresh, since the tests move the clock by months. */
const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const cookie = await loginAdmin(app, officer);
  return app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });
};
const queue = async () => (await admin('GET', '/api/admin/complaints')).json() as ComplaintsResponse;
const mailFor = (email: string) =>
  db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.id);

describe('the complaints queue', () => {
  it('is for admins only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/complaints' })).statusCode).toBe(401);
    const close = await app.inject({
      method: 'POST',
      url: '/api/admin/complaints/00000000-0000-4000-8000-000000000000/final-response',
      headers: SAME_ORIGIN,
      payload: { upheld: false, response: 'No' },
    });
    expect(close.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/complaints/return.csv' })).statusCode).toBe(401);
  });

  it('lists open complaints with their clocks in business days, overdue ones first', async () => {
    const recent = await complaintAt('2026-10-01T10:00:00Z');
    const old = await complaintAt('2026-08-28T15:00:00Z'); // a Friday before the Summer bank holiday
    clock.set(new Date('2026-10-24T10:00:00Z')); // a day after the old one's final response date
    const list = await queue();
    const ids = list.items.map((i) => i.id);
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(recent.id));
    expect(list.items.slice(0, list.overdue).every((i) => i.overdue)).toBe(true);
    expect(list.today).toBe('2026-10-24');
    const item = list.items.find((i) => i.id === old.id);
    expect(item).toMatchObject({
      status: 'open',
      summaryDeadline: '2026-09-03',
      finalResponseDue: '2026-10-23',
      overdue: true,
      summaryResolutionOpen: false,
      daysToFinalResponse: -1,
      // 31 August 2026 to 23 October 2026: 39 business days (the bank holiday not counted).
      businessDaysOpen: 39,
    });
    expect(list.items.find((i) => i.id === recent.id)).toMatchObject({ overdue: false, daysToFinalResponse: 33 });
  });

  it('records a summary resolution until close of the third business day, and emails it', async () => {
    const c = await complaintAt('2026-08-28T15:00:00Z');
    clock.set(new Date('2026-09-03T21:00:00Z')); // Thursday 3 September, 10pm in London: still the third day
    const response = await admin('POST', `/api/admin/complaints/${c.id}/summary-resolution`, {
      upheld: true,
      response: 'We have refunded the fee.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'closed',
      resolution: 'summary',
      upheld: true,
      businessDaysOpen: 3,
    });
    const mail = await mailFor(c.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.textBody).toContain('We have refunded the fee.');
    expect(mail[1]?.textBody).toContain('Financial Ombudsman Service');
    expect(await auditRows(db.db, 'complaint.summary_resolution', 'complaintId', c.id)).toHaveLength(1);
  });

  it('refuses a summary resolution after the third business day', async () => {
    const c = await complaintAt('2026-08-28T15:00:00Z');
    clock.set(new Date('2026-09-03T23:30:00Z')); // Friday 4 September in London
    const response = await admin('POST', `/api/admin/complaints/${c.id}/summary-resolution`, {
      upheld: false,
      response: 'Resolved.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/final response/);
    expect((await queue()).items.find((i) => i.id === c.id)?.status).toBe('open');
  });

  it('sends the final response with the Ombudsman referral rights; a retry sends nothing twice', async () => {
    const c = await complaintAt('2026-09-07T09:00:00Z');
    clock.set(new Date('2026-10-01T09:00:00Z'));
    const body = { upheld: false, response: 'We found that the fee was shown before you applied.' };
    const response = await admin('POST', `/api/admin/complaints/${c.id}/final-response`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'closed', resolution: 'final', upheld: false });
    const again = await admin('POST', `/api/admin/complaints/${c.id}/final-response`, body);
    expect(again.statusCode).toBe(200);
    const other = await admin('POST', `/api/admin/complaints/${c.id}/final-response`, { ...body, upheld: true });
    expect(other.statusCode).toBe(409);
    const mail = await mailFor(c.email);
    expect(mail).toHaveLength(2);
    const text = mail[1]!.textBody;
    expect(mail[1]?.subject).toContain('final response');
    expect(text).toContain('We do not uphold your complaint.');
    expect(text).toContain('Financial Ombudsman Service');
    expect(text).toContain('within 6 months');
    expect(text).toContain('https://www.financial-ombudsman.org.uk');
    expect(await auditRows(db.db, 'complaint.final_response', 'complaintId', c.id)).toHaveLength(1);
  });

  it('answers 400 for a closing without its decision or words, 404 for an unknown complaint', async () => {
    const c = await complaintAt('2026-09-07T09:00:00Z');
    const bad = await admin('POST', `/api/admin/complaints/${c.id}/final-response`, { response: ' ' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'response',
      'upheld',
    ]);
    const unknown = await admin('POST', '/api/admin/complaints/00000000-0000-4000-8000-000000000000/final-response', {
      upheld: true,
      response: 'Yes',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the complaint open when the email cannot be sent (503), so nothing is lost', async () => {
    const c = await complaintAt('2026-09-07T09:00:00Z');
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })),
      close: async () => {},
    };
    await expect(
      closeWithMessage(
        { db: db.db, mailer: failing, log: app.log },
        { id: c.id, kind: 'final', body: { upheld: true, response: 'Sorry' }, adminUserId: c.id, now: new Date() },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const [row] = await db.db.select().from(complaints).where(eq(complaints.id, c.id));
    expect(row).toMatchObject({ closedAt: null, resolution: null, upheld: null });
  });
});

describe('an acknowledgement that could not be sent', () => {
  const failing: Mailer = {
    kind: 'smtp',
    send: async () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })),
    close: async () => {},
  };

  it('is kept: the complaint is recorded, the queue says so, and an admin or a retry sends it once', async () => {
    clock.set(new Date('2026-09-07T09:00:00Z'));
    const email = uniqueEmail('complainant');
    const input = { name: 'Lee Example', email, description: 'My complaint while the mail server is down' };
    const receipt = await receiveComplaint({ db: db.db, mailer: failing, log: app.log }, input, clock.now());
    const [row] = await db.db.select().from(complaints).where(eq(complaints.email, email));
    expect(row).toMatchObject({ reference: receipt.reference, acknowledgedAt: null });
    expect((await queue()).items.find((i) => i.id === row!.id)?.acknowledgedAt).toBeNull();

    await expect(
      sendAcknowledgement(
        { db: db.db, mailer: failing, log: app.log },
        { id: row!.id, adminUserId: row!.id, now: new Date() },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const sent = await admin('POST', `/api/admin/complaints/${row!.id}/acknowledgement`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().acknowledgedAt).not.toBeNull();
    expect((await admin('POST', `/api/admin/complaints/${row!.id}/acknowledgement`)).statusCode).toBe(200);
    // The complainant's retry finds it acknowledged: nothing more is sent.
    const retry = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      remoteAddress: uniqueIp(),
      payload: input,
    });
    expect(retry.json().reference).toBe(receipt.reference);
    const mail = await mailFor(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.textBody).toContain(receipt.reference);
    expect(await auditRows(db.db, 'complaint.acknowledgement', 'complaintId', row!.id)).toHaveLength(1);
  });

  it('is sent when the complainant sends the same complaint again', async () => {
    clock.set(new Date('2026-09-07T09:00:00Z'));
    const email = uniqueEmail('complainant');
    const input = { name: 'Lee Example', email, description: 'Sent again after a failed acknowledgement' };
    await receiveComplaint({ db: db.db, mailer: failing, log: app.log }, input, clock.now());
    const retry = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      remoteAddress: uniqueIp(),
      payload: input,
    });
    expect(retry.statusCode).toBe(201);
    expect(await mailFor(email)).toHaveLength(1);
    const [row] = await db.db.select().from(complaints).where(eq(complaints.email, email));
    expect(row?.acknowledgedAt).not.toBeNull();
  });
});

describe('the half-yearly complaints return', () => {
  it('counts opened, closed within 3 business days, within 8 weeks, later, and upheld, last half-year', async () => {
    // A year of its own on this database (the PostgreSQL one outlives a run): counts are ours only.
    const year = 2200 + randomInt(700);
    const close = async (id: string, at: string, kind: 'summary-resolution' | 'final-response', upheld: boolean) => {
      clock.set(new Date(at));
      expect(
        (await admin('POST', `/api/admin/complaints/${id}/${kind}`, { upheld, response: 'Done' })).statusCode,
      ).toBe(200);
    };
    const before = await complaintAt(`${year - 1}-11-02T10:00:00Z`); // opened last period, closed late in this one
    const quick = await complaintAt(`${year}-02-02T10:00:00Z`);
    const inTime = await complaintAt(`${year}-03-02T10:00:00Z`);
    await complaintAt(`${year}-06-29T10:00:00Z`); // still open at the period's end
    await complaintAt(`${year}-07-01T10:00:00Z`); // the next period
    await close(quick.id, `${year}-02-03T10:00:00Z`, 'summary-resolution', true);
    await close(inTime.id, `${year}-04-20T10:00:00Z`, 'final-response', true);
    await close(before.id, `${year}-01-29T10:00:00Z`, 'final-response', false);
    clock.set(new Date(`${year}-07-15T10:00:00Z`));
    const response = await admin('GET', '/api/admin/complaints/return.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toContain(`complaints-return-${year}-01-01-${year}-06-30.csv`);
    const [header, counts, end] = response.body.split('\r\n');
    expect(header).toBe(
      'period_start,period_end,opened,closed,closed_within_3_business_days,' +
        'closed_after_3_business_days_within_8_weeks,closed_after_8_weeks,upheld,open_at_period_end',
    );
    expect(end).toBe('');
    // Still open at the end: ours, and the other tests' open complaints of earlier years.
    const [fixed, open] = [counts!.split(',').slice(0, -1).join(','), Number(counts!.split(',').at(-1))];
    expect(fixed).toBe(`${year}-01-01,${year}-06-30,3,3,1,1,1,2`);
    expect(open).toBeGreaterThanOrEqual(1);
    const audits = await auditRows(db.db, 'complaint.return_export', 'from', `${year}-01-01`);
    expect(audits).toHaveLength(1);
    const explicit = await admin('GET', `/api/admin/complaints/return.csv?from=${year}-07-01&to=${year}-12-31`);
    expect(explicit.body.split('\r\n')[1]).toMatch(new RegExp(`^${year}-07-01,${year}-12-31,1,0,0,0,0,0,\\d+$`));
    expect((await admin('GET', '/api/admin/complaints/return.csv?from=2026-13-01')).statusCode).toBe(400);
  });
});
