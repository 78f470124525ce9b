import { describe, expect, it } from 'vitest';
import { contactMessages, remarketingCampaigns } from '#server/db/schema/index.ts';
import { adminSession, SAME_ORIGIN } from '#tests/support/admins.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';
import { toCampaignStats } from './admin-inbox.service.ts';

const { app, db } = await createTestApp({ siteRoot: null });
const { cookie } = await adminSession(app, db.db);

describe('GET /api/admin/campaigns', () => {
  it('computes the campaign stats per campaign type', async () => {
    const type = `test_${Date.now()}`;
    const now = new Date();
    const rows = [
      { status: 'sent', emailSent: true, emailOpenedAt: now, linkClickedAt: now, resubmittedAt: now },
      { status: 'sent', emailSent: true, emailOpenedAt: now },
      { status: 'sent', emailSent: false, smsSent: true },
      { status: 'pending' },
    ] as const;
    for (const [i, row] of rows.entries()) {
      const app1 = await insertApplication(db.db);
      await db.db.insert(remarketingCampaigns).values({
        applicationId: app1.id,
        campaignType: type,
        scheduledFor: now,
        trackingToken: `${type}-${i}`,
        ...row,
      });
    }
    const response = await app.inject({ method: 'GET', url: '/api/admin/campaigns', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const mine = response.json().campaigns.find((c: { campaignType: string }) => c.campaignType === type);
    expect(mine).toEqual({
      campaignType: type,
      total: 4,
      pending: 1,
      totalSent: 3,
      emailsSent: 2,
      smsSent: 1,
      opened: 2,
      openRate: 1,
      clicked: 1,
      clickRate: 1 / 3,
      resubmitted: 1,
      conversionRate: 1 / 3,
    });
    expect(response.json().overall.total).toBeGreaterThanOrEqual(4);
  });

  it('has zero rates (not NaN) with nothing sent', () => {
    const zero = {
      campaignType: 'x',
      total: 0,
      pending: 0,
      totalSent: 0,
      emailsSent: 0,
      smsSent: 0,
      opened: 0,
      clicked: 0,
      resubmitted: 0,
    };
    expect(toCampaignStats(zero)).toMatchObject({ openRate: 0, clickRate: 0, conversionRate: 0 });
  });
});

describe('contact messages', () => {
  it('lists messages and marks one read and unread', async () => {
    const email = uniqueEmail('contact');
    const [row] = await db.db
      .insert(contactMessages)
      .values({ name: 'Ann <b>Bold</b>', email, message: 'Hello' })
      .returning();
    const list = await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie } });
    const mine = list.json().items.find((m: { email: string }) => m.email === email);
    expect(mine).toMatchObject({ name: 'Ann <b>Bold</b>', message: 'Hello', readAt: null });
    const read = await app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${row!.id}/read`,
      headers: { cookie, ...SAME_ORIGIN },
      payload: { read: true },
    });
    expect(read.json()).toEqual({ read: true });
    const again = (await app.inject({ method: 'GET', url: '/api/admin/contact-messages', headers: { cookie } })).json();
    expect(again.items.find((m: { email: string }) => m.email === email).readAt).not.toBeNull();
    const unread = await app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${row!.id}/read`,
      headers: { cookie, ...SAME_ORIGIN },
      payload: { read: false },
    });
    expect(unread.json()).toEqual({ read: false });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000/read',
      headers: { cookie, ...SAME_ORIGIN },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
  });
});
