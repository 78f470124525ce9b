import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, remarketingCampaigns } from '#server/db/schema/index.ts';
import type { LenderPanel } from '#server/modules/lender-panel/lender-panel.types.ts';
import { recordOptOut } from '#server/modules/remarketing/remarketing.repository.ts';
import type { CampaignRow } from '#shared/admin/messages-schemas.ts';
import type { CampaignStats } from '#shared/admin/schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

const panel: LenderPanel = {
  submit: async () => ({ status: 'pending' }),
  submitSecondary: async () => ({ success: false }),
  offers: async () => [],
  close: async () => {},
};
const { app, db, clock } = await createTestApp({ siteRoot: null, lenderPanel: panel });
const { cookie } = await adminSession(app, db.db);
const get = (url: string, headers: Record<string, string> = { cookie }) => app.inject({ method: 'GET', url, headers });

/** An abandoned, consented application that the engine has just emailed and texted. */
async function sentCampaign() {
  const email = uniqueEmail('outbox');
  const application = await createApplication(db.db, {
    email,
    consentRemarketingEmail: true,
    consentRemarketingSms: true,
    updatedAt: new Date(clock.now().getTime() - 31 * 60_000),
  });
  await app.remarketing.runOnce(clock.now());
  const [campaign] = await db.db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.applicationId, application.id));
  return { email, phone: application.mobilePhone!, application, campaign: campaign! };
}

async function campaigns() {
  const body = (await get('/api/admin/campaigns')).json() as {
    overall: CampaignStats;
    campaigns: CampaignStats[];
    recent: CampaignRow[];
  };
  return { ...body, abandoned: body.campaigns.find((c) => c.campaignType === 'abandoned_application')! };
}

describe('GET /api/admin/outbox', () => {
  it('lists the emailed and texted messages newest first, filters by channel, and hides the HTML in the list', async () => {
    const { email, phone } = await sentCampaign();
    const list = await get('/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.paging).toMatchObject({ page: 1, pageSize: 25 });
    const mine = body.items.find((m: { recipient: string }) => m.recipient === email);
    expect(mine).toMatchObject({
      channel: 'email',
      subject: expect.stringMatching(/Your loan application is waiting/),
    });
    expect(mine.textBody).toContain('/r/');
    expect(mine).not.toHaveProperty('htmlBody');
    const times = body.items.map((m: { createdAt: string }) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const sms = (await get('/api/admin/outbox?channel=sms')).json();
    expect(sms.items.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
    expect(sms.items.find((m: { recipient: string }) => m.recipient === phone)).toMatchObject({ subject: null });
    expect((await get('/api/admin/outbox?channel=fax')).statusCode).toBe(400);
  });

  it('pages: page 2 holds older messages than page 1', async () => {
    const base = clock.now().getTime() - 86_400_000 * 400;
    const recipient = uniqueEmail('paging');
    await db.db.insert(outboxMessages).values(
      Array.from({ length: 30 }, (_, i) => ({
        channel: 'email' as const,
        recipient,
        subject: `Old ${i}`,
        textBody: 'x',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await get('/api/admin/outbox?channel=email')).json();
    const second = (await get('/api/admin/outbox?channel=email&page=2')).json();
    expect(second.paging).toMatchObject({ page: 2, pageSize: 25 });
    expect(first.paging.total).toBeGreaterThanOrEqual(30);
    expect(second.items.length).toBeGreaterThan(0);
    expect(Date.parse(second.items[0].createdAt)).toBeLessThanOrEqual(Date.parse(first.items.at(-1).createdAt));
  });

  it('GET /api/admin/outbox/:id returns the HTML body and headers; unknown → 404, malformed → 400', async () => {
    const { email } = await sentCampaign();
    const item = (await get('/api/admin/outbox?channel=email'))
      .json()
      .items.find((m: { recipient: string }) => m.recipient === email);
    const detail = await get(`/api/admin/outbox/${item.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('no-store');
    expect(detail.json()).toMatchObject({ id: item.id, recipient: email, channel: 'email', textBody: item.textBody });
    expect(detail.json().htmlBody).toMatch(/<html|<table|<p/i);
    expect(detail.json().headers['List-Unsubscribe'] ?? detail.json().headers['list-unsubscribe']).toMatch(
      /\/unsubscribe\/[0-9a-f]{64}/,
    );
    expect((await get('/api/admin/outbox/999999999')).statusCode).toBe(404);
    expect((await get('/api/admin/outbox/abc')).statusCode).toBe(400);
    expect((await get(`/api/admin/outbox/${item.id}`, {})).statusCode).toBe(401);
  });
});

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

describe('GET /api/admin/campaigns rows and stats', () => {
  it('shows the campaign row with status and channels; the pixel, the link and a resubmit move the stats', async () => {
    const before = (await campaigns()).abandoned;
    const { campaign } = await sentCampaign();
    const sent = await campaigns();
    const row = sent.recent.find((r) => r.id === campaign.id)!;
    expect(row).toMatchObject({
      status: 'sent',
      statusReason: null,
      emailSent: true,
      smsSent: true,
      emailOpenedAt: null,
      linkClickedAt: null,
      resubmittedAt: null,
    });
    expect(row.channels).toEqual([
      { channel: 'email', status: 'sent', error: null },
      { channel: 'sms', status: 'sent', error: null },
    ]);
    expect(sent.abandoned.totalSent).toBeGreaterThanOrEqual((before?.totalSent ?? 0) + 1);
    for (const key of [
      'totalSent',
      'emailsSent',
      'openRate',
      'clicked',
      'clickRate',
      'resubmitted',
      'conversionRate',
    ] as const) {
      expect(typeof sent.abandoned[key]).toBe('number');
    }

    await app.inject({ method: 'GET', url: `/api/remarketing/open/${campaign.trackingToken}.gif` });
    const opened = await campaigns();
    expect(opened.recent.find((r) => r.id === campaign.id)!.emailOpenedAt).not.toBeNull();
    expect(opened.abandoned.opened).toBeGreaterThanOrEqual(sent.abandoned.opened + 1);

    const click = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(click.statusCode).toBe(302);
    const clicked = await campaigns();
    expect(clicked.recent.find((r) => r.id === campaign.id)!.linkClickedAt).not.toBeNull();
    expect(clicked.abandoned.clicked).toBeGreaterThanOrEqual(opened.abandoned.clicked + 1);

    const page = new URL(click.headers.location!, 'http://x');
    const resubmit = await app.inject({
      method: 'POST',
      url: `/api/application/resubmit/${page.searchParams.get('sessionId')}?expires=${page.searchParams.get('expires')}&sig=${page.searchParams.get('sig')}`,
    });
    expect(resubmit.statusCode).toBe(200);
    const converted = await campaigns();
    expect(converted.recent.find((r) => r.id === campaign.id)!.resubmittedAt).not.toBeNull();
    expect(converted.abandoned.resubmitted).toBeGreaterThanOrEqual(clicked.abandoned.resubmitted + 1);
    expect(converted.abandoned.conversionRate).toBeCloseTo(
      converted.abandoned.resubmitted / converted.abandoned.totalSent,
    );
  });

  it('shows why a campaign was skipped', async () => {
    const application = await createApplication(db.db, {
      consentRemarketingEmail: true,
      updatedAt: new Date(clock.now().getTime() - 31 * 60_000),
    });
    // Opted out (by phone call, say) before the engine ran: the campaign is skipped with a reason.
    await recordOptOut(db.db, { email: application.email!.toUpperCase(), phone: null, reason: 'asked by phone' });
    await app.remarketing.runOnce(clock.now());
    const row = (await campaigns()).recent.find((r) => r.applicationId === application.id)!;
    expect(row).toMatchObject({ status: 'skipped', statusReason: 'no channel may be used (consent or opt-out)' });
    expect(row.channels).toEqual([
      { channel: 'email', status: 'skipped', error: 'opted out' },
      { channel: 'sms', status: 'skipped', error: 'no SMS consent' },
    ]);
  });
});
