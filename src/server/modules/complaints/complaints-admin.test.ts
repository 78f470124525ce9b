import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '#server/db/schema/index.ts';
import { auditRows, SAME_ORIGIN } from '#tests/support/admins.ts';
import type { Mailer } from '#server/modules/messaging/messaging.types.ts';
import { closeWithMessage } from './complaints-admin.service.ts';
import { openComplaintsDesk, type ComplaintsDesk } from './complaints-desk.fixtures.ts';

let app: ComplaintsDesk['app'];
let db: ComplaintsDesk['db'];
let clock: ComplaintsDesk['clock'];
let desk: ComplaintsDesk;
beforeAll(async () => {
  desk = await openComplaintsDesk();
  ({ app, db, clock } = desk);
});

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
    const recent = await desk.complaintAt('2026-10-01T10:00:00Z');
    const old = await desk.complaintAt('2026-08-28T15:00:00Z'); // a Friday before the Summer bank holiday
    clock.set(new Date('2026-10-24T10:00:00Z')); // a day after the old one's final response date
    const list = await desk.queue();
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
    const c = await desk.complaintAt('2026-08-28T15:00:00Z');
    clock.set(new Date('2026-09-03T21:00:00Z')); // Thursday 3 September, 10pm in London: still the third day
    const response = await desk.admin('POST', `/api/admin/complaints/${c.id}/summary-resolution`, {
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
    const mail = await desk.mailFor(c.email);
    expect(mail).toHaveLength(2);
    expect(mail[1]?.textBody).toContain('We have refunded the fee.');
    expect(mail[1]?.textBody).toContain('Financial Ombudsman Service');
    expect(await auditRows(db.db, 'complaint.summary_resolution', 'complaintId', c.id)).toHaveLength(1);
  });

  it('refuses a summary resolution after the third business day', async () => {
    const c = await desk.complaintAt('2026-08-28T15:00:00Z');
    clock.set(new Date('2026-09-03T23:30:00Z')); // Friday 4 September in London
    const response = await desk.admin('POST', `/api/admin/complaints/${c.id}/summary-resolution`, {
      upheld: false,
      response: 'Resolved.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/final response/);
    expect((await desk.queue()).items.find((i) => i.id === c.id)?.status).toBe('open');
  });

  it('sends the final response with the Ombudsman referral rights; a retry sends nothing twice', async () => {
    const c = await desk.complaintAt('2026-09-07T09:00:00Z');
    clock.set(new Date('2026-10-01T09:00:00Z'));
    const body = { upheld: false, response: 'We found that the fee was shown before you applied.' };
    const response = await desk.admin('POST', `/api/admin/complaints/${c.id}/final-response`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'closed', resolution: 'final', upheld: false });
    const again = await desk.admin('POST', `/api/admin/complaints/${c.id}/final-response`, body);
    expect(again.statusCode).toBe(200);
    const other = await desk.admin('POST', `/api/admin/complaints/${c.id}/final-response`, { ...body, upheld: true });
    expect(other.statusCode).toBe(409);
    const mail = await desk.mailFor(c.email);
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
    const c = await desk.complaintAt('2026-09-07T09:00:00Z');
    const bad = await desk.admin('POST', `/api/admin/complaints/${c.id}/final-response`, { response: ' ' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'response',
      'upheld',
    ]);
    const unknown = await desk.admin(
      'POST',
      '/api/admin/complaints/00000000-0000-4000-8000-000000000000/final-response',
      {
        upheld: true,
        response: 'Yes',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the complaint open when the email cannot be sent (503), so nothing is lost', async () => {
    const c = await desk.complaintAt('2026-09-07T09:00:00Z');
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
