import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataRequests, loanApplications, outboxMessages } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN, auditRows } from '#tests/support/admins.ts';
import { insertApplication, uniqueMobile } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const post = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie, ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });
const auditFor = (action: string, key: string, value: string | number) => auditRows(db.db, action, key, value);

describe('admin: audited detail view', () => {
  it('opening an application writes an audit row naming the admin and the application', async () => {
    const row = await insertApplication(db.db);
    expect(await auditFor('applications.view', 'applicationId', row.id)).toEqual([]);
    const response = await app.inject({ method: 'GET', url: `/api/admin/applications/${row.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const [audit] = await auditFor('applications.view', 'applicationId', row.id);
    expect(audit?.adminUserId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('admin: carry out an erasure', () => {
  it('erases the personal data and the messages sent, keeps an audit row without personal data', async () => {
    const email = uniqueEmail('erase-me');
    const row = await insertApplication(db.db, {
      email,
      firstName: 'Zebedee',
      lastName: 'Quartermaine',
      mobilePhone: uniqueMobile(),
      status: 'rejected',
      erasureRequestedAt: clock.now(),
    });
    await db.db
      .insert(outboxMessages)
      .values({ channel: 'email', recipient: email, subject: 'Your record', textBody: 'Hi Zebedee' });
    const response = await post(`/api/admin/applications/${row.id}/erase`);
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await db.db.select().from(loanApplications).where(eq(loanApplications.id, row.id));
    expect(after).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      mobilePhone: null,
      status: 'rejected',
      loanAmount: 500,
    });
    expect(after!.erasedAt).toBeInstanceOf(Date);
    expect(await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toEqual([]);
    const audits = await auditFor('applications.erase', 'applicationId', row.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ applicationId: row.id, requestedByApplicant: true });
    expect(JSON.stringify(audits[0])).not.toMatch(/Zebedee|Quartermaine|erase-me/);
    // The erasure request is recorded as the back office's (the data-requests queue says so).
    const requests = await db.db.select().from(dataRequests).where(eq(dataRequests.applicationId, row.id));
    expect(requests).toEqual([expect.objectContaining({ kind: 'erasure', origin: 'back-office' })]);
    // Again: nothing changes, no second audit row.
    expect((await post(`/api/admin/applications/${row.id}/erase`)).statusCode).toBe(200);
    expect(await auditFor('applications.erase', 'applicationId', row.id)).toHaveLength(1);
  });

  it('the list says when an application was erased (issue 42.10), not only that it has no name', async () => {
    // Far ahead of every other row: first on the first page, newest first.
    const createdAt = new Date(Date.UTC(2100 + Math.floor(Math.random() * 800), 0, 1));
    const row = await insertApplication(db.db, { status: 'sold', createdAt });
    const kept = await insertApplication(db.db, { createdAt: new Date(createdAt.getTime() - 1000) });
    expect((await post(`/api/admin/applications/${row.id}/erase`)).statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/admin/applications', headers: { cookie } });
    const items = (list.json() as { items: { id: string; erasedAt: string | null; firstName: string | null }[] }).items;
    expect(items.find((i) => i.id === row.id)).toMatchObject({ firstName: null, erasedAt: clock.now().toISOString() });
    expect(items.find((i) => i.id === kept.id)).toMatchObject({ erasedAt: null });
  });

  it('needs an admin session and answers 404 for an unknown application', async () => {
    const row = await insertApplication(db.db);
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/applications/${row.id}/erase`,
      headers: SAME_ORIGIN,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(`/api/admin/applications/${randomUUID()}/erase`)).statusCode).toBe(404);
  });
});
