import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { remarketingCampaigns } from '#server/db/schema/index.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/lender-panel.types.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

const panel: LenderPanel = {
  submit: async () => ({ status: 'pending' }),
  runState: async () => 'none' as const,
  submitSecondary: async () => ({ success: false }),
  offers: async () => [],
  close: async () => {},
};

let app: App;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
beforeAll(async () => {
  ({ app, clock } = await createTestApp({ lenderPanel: panel }));
});

async function sentCampaign() {
  // A complete, affordable application (the gate refers an incomplete or unaffordable one, decision 021).
  const application = await createApplication(app.db, {
    status: 'processing',
    firstName: 'Ann',
    email: uniqueEmail('resubmit'),
    consentCreditCheck: true,
    consentRemarketingEmail: true,
    updatedAt: new Date(clock.now().getTime() - 3_600_000),
  });
  await app.remarketing.runOnce(clock.now());
  const [campaign] = await app.db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.applicationId, application.id));
  const click = await app.inject({ method: 'GET', url: `/r/${campaign!.trackingToken}` });
  const page = new URL(click.headers.location!, 'http://x');
  const query = `expires=${page.searchParams.get('expires')}&sig=${page.searchParams.get('sig')}`;
  return {
    campaign: campaign!,
    resubmitUrl: `/api/application/resubmit/${page.searchParams.get('sessionId')}?${query}`,
  };
}

describe('the emailed link, followed to a resubmitted application', () => {
  it('completes the resubmit once, records the conversion, and refuses a reused link with 410', async () => {
    const { campaign, resubmitUrl } = await sentCampaign();
    const first = await app.inject({ method: 'POST', url: resubmitUrl });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'pending' });
    const [after] = await app.db.select().from(remarketingCampaigns).where(eq(remarketingCampaigns.id, campaign.id));
    expect(after?.linkClickedAt).toBeInstanceOf(Date);
    expect(after?.resubmittedAt).toBeInstanceOf(Date);
    expect((await app.inject({ method: 'POST', url: resubmitUrl })).statusCode).toBe(410);
  });

  it('answers 410 once the emailed link is more than 30 minutes old', async () => {
    const { resubmitUrl } = await sentCampaign();
    clock.advance(31 * 60_000);
    expect((await app.inject({ method: 'POST', url: resubmitUrl })).statusCode).toBe(410);
  });
});
