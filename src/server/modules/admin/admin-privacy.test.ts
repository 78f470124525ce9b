import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, loanApplications, optOuts, outboxMessages, remarketingCampaigns } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { insertApplication, uniqueMobile } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

const { app, db, clock } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);
const post = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie, ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });
const auditFor = (action: string, key: string, value: string | number) =>
  db.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), sql`${auditLog.details}->>${key} = ${String(value)}`));

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

describe('admin: record an opt-out', () => {
  it('records it, audits it without the address, and no campaign reaches that email or phone afterwards', async () => {
    const email = uniqueEmail('phoned-in');
    const phone = uniqueMobile();
    const response = await post('/api/admin/opt-outs', {
      email: email.toUpperCase(),
      phone: `${phone.slice(0, 5)} ${phone.slice(5)}`,
      reason: 'asked by phone',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { optOut } = response.json() as { optOut: { id: number; email: string; phone: string } };
    expect(optOut).toMatchObject({ email: email.toUpperCase(), phone });
    const [audit] = await auditFor('opt_outs.record', 'optOutId', optOut.id);
    expect(JSON.stringify(audit?.details)).not.toContain(email.split('@')[0]);

    const application = await insertApplication(db.db, {
      email,
      mobilePhone: phone,
      status: 'processing',
      consentCreditCheck: true,
      consentRemarketingEmail: true,
      consentRemarketingSms: true,
      updatedAt: new Date(clock.now().getTime() - 3_600_000),
    });
    await app.remarketing.runOnce(clock.now());
    const [campaign] = await db.db
      .select()
      .from(remarketingCampaigns)
      .where(eq(remarketingCampaigns.applicationId, application.id));
    expect(campaign).toMatchObject({ status: 'skipped', emailSent: false, smsSent: false });
    expect(await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toEqual([]);
    expect(await db.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).toEqual([]);
  });

  it('answers 400 with field messages and stores nothing for a bad or empty request', async () => {
    const marker = `bad-${randomUUID().slice(0, 8)}`;
    const empty = await post('/api/admin/opt-outs', { reason: marker });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ path: 'email', message: 'Enter an email or a mobile number' }]);
    const bad = await post('/api/admin/opt-outs', { email: 'not-an-email', phone: '12345', reason: marker });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['email', 'phone']);
    expect(await db.db.select().from(optOuts).where(eq(optOuts.reason, marker))).toEqual([]);
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
    // Again: nothing changes, no second audit row.
    expect((await post(`/api/admin/applications/${row.id}/erase`)).statusCode).toBe(200);
    expect(await auditFor('applications.erase', 'applicationId', row.id)).toHaveLength(1);
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
