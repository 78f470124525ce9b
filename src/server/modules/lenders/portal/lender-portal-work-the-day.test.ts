import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loanApplications } from '#server/db/schema/index.ts';
import { leadFor } from '../inbound/inbound.fixtures.ts';
import { workTheDayWorld } from './work-the-day.fixtures.ts';

// Issue 43.1, a portal to work the day: the leads list with its filters and CSV, a lead's page with
// what the lender was sent and each call, and the dashboard (a lender's admins managing its users:
// lender-portal-work-the-day-users.test.ts). A lender never sees another lender's lead pages,
// payloads or exports.
const { app, db, A, B, userA, userB, get } = await workTheDayWorld('day');
const sold = await leadFor(db.db, A, { at: new Date('2031-06-14T10:00:00Z'), price: 12 });
const pending = await leadFor(db.db, A, { decision: 'pending', at: new Date('2031-06-10T09:00:00Z') });
const pingedOnly = await leadFor(db.db, A, { decision: 'skipped', at: new Date('2031-06-11T09:00:00Z') });
const inMay = await leadFor(db.db, A, { at: new Date('2031-05-20T09:00:00Z'), price: 9 });
const theirs = await leadFor(db.db, B, { at: new Date('2031-06-14T11:00:00Z'), price: 30 });
const madeUp = 'f'.repeat(40);
const references = (answer: { json(): unknown }) =>
  (answer.json() as { leads: { reference: string }[] }).leads.map((l) => l.reference);

describe('the leads list (issue 43.1)', () => {
  it('lists this month so far: sold and pending, not a lead only pinged, never another lender’s', async () => {
    const list = await get('/api/lender-portal/lead-list');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ from: '2031-06-01', to: '2031-06-15', total: 2, page: 1, pageCount: 1 });
    expect(references(list)).toEqual([sold, pending]);
    expect(list.json().leads[1]).toMatchObject({ status: 'pending', test: false, price: null });
    expect(list.body).not.toContain(theirs);
    expect(list.body).not.toContain(pingedOnly);
  });

  it('filters by dates, status and the start of a reference', async () => {
    expect(references(await get('/api/lender-portal/lead-list?from=2031-05-01&to=2031-05-31'))).toEqual([inMay]);
    expect(references(await get('/api/lender-portal/lead-list?status=pending'))).toEqual([pending]);
    expect(references(await get(`/api/lender-portal/lead-list?q=${sold.slice(0, 12)}`))).toEqual([sold]);
    // Another lender's reference finds nothing, as a made-up one.
    expect(references(await get(`/api/lender-portal/lead-list?q=${theirs}`))).toEqual([]);
    expect((await get('/api/lender-portal/lead-list?from=2031-06-10&to=2031-06-01')).statusCode).toBe(400);
    expect(references(await get('/api/lender-portal/lead-list?kind=test'))).toEqual([]);
  });

  it('exports the same as CSV: London times, money in pence, its own leads only', async () => {
    const csv = await get('/api/lender-portal/lead-list/csv?from=2031-06-01&to=2031-06-30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'reference,sent (London time),test,status,price (pence),outcome,return status,credit (pence)',
    );
    expect(lines[1]).toBe(`${sold},"14 Jun 2031, 11:00 BST",no,sold,1200,,,0`);
    expect(lines).toHaveLength(3);
    expect(csv.body).not.toContain(theirs);
    expect((await get('/api/lender-portal/lead-list/csv', userB.cookie)).body).not.toContain(sold);
  });
});

describe("a lead's page (issue 43.1)", () => {
  it('shows what the lender was sent, never bank details, with each call and the status', async () => {
    const page = await get(`/api/lender-portal/leads/${pending}`);
    expect(page.statusCode).toBe(200);
    const lead = page.json();
    expect(lead).toMatchObject({ reference: pending, status: 'pending', soldAt: null, outcome: null, return: null });
    expect(Object.keys(lead.sent)).toEqual(
      expect.arrayContaining(['loan', 'applicant', 'person', 'address', 'employment', 'consent']),
    );
    const [application] = await db.db
      .select()
      .from(loanApplications)
      .where(
        sql`left(encode(sha256(convert_to(${loanApplications.id}::text || ':' || ${A}, 'UTF8')), 'hex'), 40)
          = ${pending}`,
      );
    expect(lead.sent.person).toMatchObject({ email: application!.email, lastName: application!.lastName });
    for (const secret of ['accountNumber', 'sortCode', 'bankName']) expect(page.body).not.toContain(secret);
    if (application!.sortCode) expect(page.body).not.toContain(application!.sortCode);
    expect(lead.calls.map((c: { stage: string }) => c.stage)).toEqual(['post', 'ping']);
    expect((await get(`/api/lender-portal/leads/${sold}`)).json()).toMatchObject({ status: 'sold', price: 1200 });
  });

  it("another lender's lead, and one only pinged, answer exactly as a made-up reference", async () => {
    const none = await get(`/api/lender-portal/leads/${madeUp}`);
    expect(none.statusCode).toBe(404);
    for (const reference of [theirs, pingedOnly]) {
      const answer = await get(`/api/lender-portal/leads/${reference}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(none.body);
    }
    const screen = await app.inject({
      method: 'GET',
      url: `/lenders/leads/${theirs}`,
      headers: { cookie: userA.cookie },
    });
    expect(screen.statusCode).toBe(404);
    expect(screen.body).not.toContain(theirs);
  });

  it('the screen shows the calls and what was sent, in London time', async () => {
    const screen = await app.inject({
      method: 'GET',
      url: `/lenders/leads/${pending}`,
      headers: { cookie: userA.cookie },
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('What we sent you');
    expect(screen.body).toContain('Calls of this lead');
    expect(screen.body).toMatch(/10 Jun 2031, 10:00 BST/);
  });
});

describe('the dashboard (issue 43.1)', () => {
  it("counts this London month's leads, acceptance, average price, funded and returns: its own only", async () => {
    const dashboard = await get('/api/lender-portal/dashboard');
    expect(dashboard.json()).toEqual({
      month: '2031-06',
      leads: 2,
      pings: 2,
      accepted: 2,
      sold: 1,
      averagePrice: 1200,
      funded: 0,
      returns: 0,
      credits: 0,
    });
    expect((await get('/api/lender-portal/dashboard', userB.cookie)).json()).toMatchObject({
      sold: 1,
      averagePrice: 3000,
    });
  });
});
