import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { campaignMessages, outboxMessages, remarketingCampaigns } from '#server/db/schema/index.ts';
import { insertApplication, type ApplicationInsert } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

let app: App;
let db: Database;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
const MINUTE = 60_000;

beforeAll(async () => {
  ({ app, clock } = await createTestApp());
  db = app.db;
});

/** An application that gave consent and stopped before the lender search finished. */
async function abandoned(overrides: Partial<ApplicationInsert> = {}) {
  return insertApplication(db, {
    status: 'processing',
    currentStep: 8,
    firstName: 'Ann',
    email: uniqueEmail('remarketing'),
    mobilePhone: `079${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    consentCreditCheck: true,
    consentRemarketingEmail: true,
    consentRemarketingSms: false,
    updatedAt: new Date(clock.now().getTime() - 31 * MINUTE),
    ...overrides,
  });
}

const campaignOf = async (applicationId: string) =>
  (await db.select().from(remarketingCampaigns).where(eq(remarketingCampaigns.applicationId, applicationId)))[0];
const outboxFor = (recipient: string) =>
  db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('remarketing engine', () => {
  it('waits for the abandonment delay before scheduling', async () => {
    const application = await abandoned({ updatedAt: clock.now() });
    await app.remarketing.runOnce(new Date(clock.now().getTime() + 29 * MINUTE));
    expect(await campaignOf(application.id)).toBeUndefined();
    await app.remarketing.runOnce(new Date(clock.now().getTime() + 31 * MINUTE));
    expect((await campaignOf(application.id))?.status).toBe('sent');
  });

  it('sends only on channels with consent', async () => {
    const emailOnly = await abandoned();
    const smsOnly = await abandoned({ consentRemarketingEmail: false, consentRemarketingSms: true });
    const none = await abandoned({ consentRemarketingEmail: false, consentRemarketingSms: false });
    await app.remarketing.runOnce(clock.now());
    expect(await outboxFor(emailOnly.email!)).toHaveLength(1);
    expect(await outboxFor(emailOnly.mobilePhone!)).toHaveLength(0);
    expect(await outboxFor(smsOnly.email!)).toHaveLength(0);
    const [sms] = await outboxFor(smsOnly.mobilePhone!);
    expect(sms?.textBody).toMatch(/credit broker, not a lender/i);
    expect(await campaignOf(none.id)).toBeUndefined();
    expect(await campaignOf(emailOnly.id)).toMatchObject({ emailSent: true, smsSent: false, status: 'sent' });
  });

  it('never messages completed or erased applications', async () => {
    const sold = await abandoned({ status: 'sold' });
    const erased = await abandoned({ erasedAt: clock.now() });
    await app.remarketing.runOnce(clock.now());
    expect(await campaignOf(sold.id)).toBeUndefined();
    expect(await campaignOf(erased.id)).toBeUndefined();
  });

  it('sends at most once per channel when two workers run at the same time', async () => {
    const application = await abandoned({ consentRemarketingSms: true });
    await Promise.all([
      app.remarketing.runOnce(clock.now()),
      app.remarketing.runOnce(clock.now()),
      app.remarketing.runOnce(clock.now()),
    ]);
    await app.remarketing.runOnce(new Date(clock.now().getTime() + 60 * MINUTE));
    expect(await outboxFor(application.email!)).toHaveLength(1);
    expect(await outboxFor(application.mobilePhone!)).toHaveLength(1);
    const campaign = await campaignOf(application.id);
    const messages = await db.select().from(campaignMessages).where(eq(campaignMessages.campaignId, campaign!.id));
    expect(messages.map((m) => `${m.channel}:${m.status}`).sort()).toEqual(['email:sent', 'sms:sent']);
  });

  it('honours an opt-out made one second before the scheduled send', async () => {
    const email = uniqueEmail('optout');
    const earlier = await abandoned({ email });
    const later = await abandoned({ email, updatedAt: clock.now() });
    await app.remarketing.runOnce(clock.now());
    const earlierCampaign = (await campaignOf(earlier.id))!;
    expect(earlierCampaign.status).toBe('sent');
    // The applicant unsubscribes from the first message; the second is due one second later.
    clock.advance(30 * MINUTE - 1000);
    const response = await app.inject({ method: 'POST', url: `/unsubscribe/${earlierCampaign.trackingToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You have been unsubscribed');
    await app.remarketing.runOnce(new Date(clock.now().getTime() + 1000));
    expect(await campaignOf(later.id)).toMatchObject({ status: 'skipped', emailSent: false });
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it('tracks opens and clicks, and the tracked link leads to a signed resubmit page', async () => {
    const application = await abandoned();
    await app.remarketing.runOnce(clock.now());
    const campaign = (await campaignOf(application.id))!;
    const pixel = await app.inject({ method: 'GET', url: `/api/remarketing/open/${campaign.trackingToken}.gif` });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    const click = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(click.statusCode).toBe(302);
    const location = new URL(click.headers.location!, 'http://x');
    expect(location.pathname).toBe('/apply/resubmit');
    expect(location.searchParams.get('sessionId')).toBe(application.sessionId);
    expect(Number(location.searchParams.get('expires'))).toBe(clock.now().getTime() + 30 * MINUTE);
    expect(location.searchParams.get('sig')).toMatch(/^[0-9a-f]{64}$/);
    const tracked = (await campaignOf(application.id))!;
    expect(tracked.emailOpenedAt).toBeInstanceOf(Date);
    expect(tracked.linkClickedAt).toBeInstanceOf(Date);
  });

  it('answers unknown tracking tokens without revealing anything', async () => {
    expect((await app.inject({ method: 'GET', url: `/r/${'a'.repeat(64)}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/unsubscribe/nope' })).statusCode).toBe(404);
  });

  it('one-click unsubscribe by POST records the opt-out', async () => {
    const application = await abandoned();
    await app.remarketing.runOnce(clock.now());
    const campaign = (await campaignOf(application.id))!;
    const response = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${campaign.trackingToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
  });
});
