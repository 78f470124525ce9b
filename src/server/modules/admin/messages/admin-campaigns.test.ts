import { describe, expect, it } from 'vitest';
import { recordOptOut } from '#server/modules/remarketing/remarketing.repository.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { messagesTestApp } from './messages.fixtures.ts';

const { app, db, clock, sentCampaign, campaigns } = await messagesTestApp();

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
    const query = `expires=${page.searchParams.get('expires')}&sig=${page.searchParams.get('sig')}`;
    const resubmit = await app.inject({
      method: 'POST',
      url: `/api/application/resubmit/${page.searchParams.get('sessionId')}?${query}`,
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
