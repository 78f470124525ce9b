import { eq } from 'drizzle-orm';
import { remarketingCampaigns } from '#server/db/schema/index.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/lender-panel.types.ts';
import type { CampaignRow } from '#shared/admin/messages-schemas.ts';
import type { CampaignStats } from '#shared/admin/schemas.ts';
import { adminSession } from '#tests/support/admins.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

// Test setup of the admin messages API tests (not a test file itself): an app whose lender panel
// leaves every application pending, so the remarketing engine has abandoned applications to email.

const panel: LenderPanel = {
  submit: async () => ({ status: 'pending' }),
  runState: async () => 'none' as const,
  submitSecondary: async () => ({ success: false }),
  offers: async () => [],
  close: async () => {},
};

export async function messagesTestApp() {
  const { app, db, clock } = await createTestApp({ lenderPanel: panel });
  const { cookie } = await adminSession(app, db.db);
  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    app.inject({ method: 'GET', url, headers });

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

  /** GET /api/admin/campaigns, with the abandoned-application type picked out. */
  async function campaigns() {
    const body = (await get('/api/admin/campaigns')).json() as {
      overall: CampaignStats;
      campaigns: CampaignStats[];
      recent: CampaignRow[];
    };
    return { ...body, abandoned: body.campaigns.find((c) => c.campaignType === 'abandoned_application')! };
  }

  return { app, db, clock, cookie, get, sentCampaign, campaigns };
}
