import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { optOuts, outboxMessages, remarketingCampaigns } from '#server/db/schema/index.ts';
import { SAME_ORIGIN, auditRows } from '#tests/support/admins.ts';
import { insertApplication, uniqueMobile } from '#tests/support/applications-db.ts';
import { uniqueEmail } from '#tests/support/test-app.ts';
import { messagesTestApp } from './messages.fixtures.ts';

const { app, db, clock, cookie, get, sentCampaign } = await messagesTestApp();
const post = (url: string, payload?: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { cookie, ...SAME_ORIGIN }, ...(payload ? { payload } : {}) });
const auditFor = (action: string, key: string, value: string | number) => auditRows(db.db, action, key, value);

describe('GET /api/admin/opt-outs', () => {
  it('lists an unsubscribe, searchable by email or phone', async () => {
    const { email, phone, campaign } = await sentCampaign();
    expect((await app.inject({ method: 'POST', url: `/unsubscribe/${campaign.trackingToken}` })).statusCode).toBe(200);
    const byEmail = await get(`/api/admin/opt-outs?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().items).toEqual([
      { id: expect.any(Number), email, phone, reason: 'unsubscribe link', createdAt: expect.any(String) },
    ]);
    expect(byEmail.json().paging).toEqual({ page: 1, pageSize: 25, total: 1 });
    expect((await get(`/api/admin/opt-outs?q=${phone}`)).json().items).toHaveLength(1);
    expect(
      (await get('/api/admin/opt-outs?q=%25'))
        .json()
        .items.every((m: { email: string | null; phone: string | null }) => `${m.email}${m.phone}`.includes('%')),
    ).toBe(true);
    expect((await get('/api/admin/opt-outs')).json().items.length).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/opt-outs', () => {
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
