import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '#server/db/schema/index.ts';
import { auditRows } from '#tests/support/admins.ts';
import { uniqueEmail, uniqueIp } from '#tests/support/test-app.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { sendAcknowledgement } from './complaints-admin.service.ts';
import { receiveComplaint } from './complaints.service.ts';
import { openComplaintsDesk, type ComplaintsDesk } from './complaints-desk.fixtures.ts';

let app: ComplaintsDesk['app'];
let db: ComplaintsDesk['db'];
let clock: ComplaintsDesk['clock'];
let desk: ComplaintsDesk;
beforeAll(async () => {
  desk = await openComplaintsDesk();
  ({ app, db, clock } = desk);
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
    expect((await desk.queue()).items.find((i) => i.id === row!.id)?.acknowledgedAt).toBeNull();

    await expect(
      sendAcknowledgement(
        { db: db.db, mailer: failing, log: app.log },
        { id: row!.id, adminUserId: row!.id, now: new Date() },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const sent = await desk.admin('POST', `/api/admin/complaints/${row!.id}/acknowledgement`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().acknowledgedAt).not.toBeNull();
    expect((await desk.admin('POST', `/api/admin/complaints/${row!.id}/acknowledgement`)).statusCode).toBe(200);
    // The complainant's retry finds it acknowledged: nothing more is sent.
    const retry = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      remoteAddress: uniqueIp(),
      payload: input,
    });
    expect(retry.json().reference).toBe(receipt.reference);
    const mail = await desk.mailFor(email);
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
    expect(await desk.mailFor(email)).toHaveLength(1);
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
        (await desk.admin('POST', `/api/admin/complaints/${id}/${kind}`, { upheld, response: 'Done' })).statusCode,
      ).toBe(200);
    };
    const before = await desk.complaintAt(`${year - 1}-11-02T10:00:00Z`); // opened last period, closed late in this one
    const quick = await desk.complaintAt(`${year}-02-02T10:00:00Z`);
    const inTime = await desk.complaintAt(`${year}-03-02T10:00:00Z`);
    await desk.complaintAt(`${year}-06-29T10:00:00Z`); // still open at the period's end
    await desk.complaintAt(`${year}-07-01T10:00:00Z`); // the next period
    await close(quick.id, `${year}-02-03T10:00:00Z`, 'summary-resolution', true);
    await close(inTime.id, `${year}-04-20T10:00:00Z`, 'final-response', true);
    await close(before.id, `${year}-01-29T10:00:00Z`, 'final-response', false);
    clock.set(new Date(`${year}-07-15T10:00:00Z`));
    const response = await desk.admin('GET', '/api/admin/complaints/return.csv');
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
    const explicit = await desk.admin('GET', `/api/admin/complaints/return.csv?from=${year}-07-01&to=${year}-12-31`);
    expect(explicit.body.split('\r\n')[1]).toMatch(new RegExp(`^${year}-07-01,${year}-12-31,1,0,0,0,0,0,\\d+$`));
    expect((await desk.admin('GET', '/api/admin/complaints/return.csv?from=2026-13-01')).statusCode).toBe(400);
  });
});
