import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { loanApplications, optOuts, remarketingCampaigns, resubmitLinkUses } from '#server/db/schema/index.ts';
import type { LenderPanel } from '#server/modules/lenders/panel/lender-panel.types.ts';
import { insertApplication } from '#tests/support/applications-db.ts';
import { createTestApp, uniqueEmail } from '#tests/support/test-app.ts';

// GET changes no state (issue 11 item 12) and tracked links that live as long as the campaign
// (issue 12 item 1): REMARKETING_LINK_DAYS is set to 3 here to prove it is read.
const panel: LenderPanel = {
  submit: async () => ({ status: 'pending' }),
  runState: async () => 'none' as const,
  submitSecondary: async () => ({ success: false }),
  offers: async () => [],
  close: async () => {},
};
const MINUTE = 60_000;
const DAY = 86_400_000;

let app: App;
let clock: Awaited<ReturnType<typeof createTestApp>>['clock'];
beforeAll(async () => {
  ({ app, clock } = await createTestApp({ lenderPanel: panel, env: { REMARKETING_LINK_DAYS: '3' } }));
});

async function sentCampaign() {
  const email = uniqueEmail('links');
  const application = await insertApplication(app.db, {
    status: 'processing',
    firstName: 'Ann',
    email,
    consentCreditCheck: true,
    consentRemarketingEmail: true,
    updatedAt: new Date(clock.now().getTime() - 60 * MINUTE),
  });
  await app.remarketing.runOnce(clock.now());
  const [campaign] = await app.db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.applicationId, application.id));
  expect(campaign?.status).toBe('sent');
  return { application, campaign: campaign!, email };
}
const reload = async (id: string) =>
  (await app.db.select().from(remarketingCampaigns).where(eq(remarketingCampaigns.id, id)))[0]!;
const optOutsOf = (email: string) => app.db.select().from(optOuts).where(eq(optOuts.email, email));
const resubmitApi = (location: string) => {
  const page = new URL(location, 'http://x');
  const param = (name: string) => page.searchParams.get(name);
  return `/api/application/resubmit/${param('sessionId')}?expires=${param('expires')}&sig=${param('sig')}`;
};

describe('unsubscribe: GET asks, POST acts', () => {
  it('GET /unsubscribe/:token changes nothing and shows a confirmation form', async () => {
    const { campaign, email } = await sentCampaign();
    const response = await app.inject({ method: 'GET', url: `/unsubscribe/${campaign.trackingToken}` });
    expect(response.statusCode).toBe(200);
    const form = /<form [^>]*>/.exec(response.body)?.[0] ?? '';
    expect(form).toMatch(/ method="post"/);
    expect(form).toMatch(/ action="\/unsubscribe\/[0-9a-f]{64}"/);
    expect(response.body).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(await optOutsOf(email)).toEqual([]);
  });

  it('POST from the confirmation form records the opt-out', async () => {
    const { campaign, email } = await sentCampaign();
    const response = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${campaign.trackingToken}`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You have been unsubscribed');
    expect(await optOutsOf(email)).toHaveLength(1);
  });

  it('one-click List-Unsubscribe-Post records the opt-out', async () => {
    const { campaign, email } = await sentCampaign();
    const response = await app.inject({
      method: 'POST',
      url: `/unsubscribe/${campaign.trackingToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(await optOutsOf(email)).toHaveLength(1);
  });
});

describe('tracked link /r/:token', () => {
  it(
    'a prefetching scanner (HEAD, Purpose or Sec-Purpose: prefetch) records ' + 'nothing and gets no resubmit link',
    async () => {
      const { application, campaign } = await sentCampaign();
      const url = `/r/${campaign.trackingToken}`;
      const looks = [
        await app.inject({ method: 'HEAD', url }),
        await app.inject({ method: 'GET', url, headers: { purpose: 'prefetch' } }),
        await app.inject({ method: 'GET', url, headers: { 'sec-purpose': 'prefetch;prerender' } }),
      ];
      for (const look of looks) {
        expect(look.statusCode).toBe(200);
        expect(look.headers.location).toBeUndefined();
      }
      expect(looks[1]!.body).toContain(`href="${url}"`);
      expect((await reload(campaign.id)).linkClickedAt).toBeNull();
      expect(
        await app.db.select().from(resubmitLinkUses).where(eq(resubmitLinkUses.applicationId, application.id)),
      ).toEqual([]);
      expect(
        (await app.db.select().from(loanApplications).where(eq(loanApplications.id, application.id)))[0]?.status,
      ).toBe('processing');
    },
  );

  it('opened 2 hours after sending: a fresh link valid 30 minutes from the click, which resubmits', async () => {
    const { campaign } = await sentCampaign();
    clock.advance(2 * 60 * MINUTE);
    const click = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(click.statusCode).toBe(302);
    expect(Number(new URL(click.headers.location!, 'http://x').searchParams.get('expires'))).toBe(
      clock.now().getTime() + 30 * MINUTE,
    );
    expect((await reload(campaign.id)).linkClickedAt?.getTime()).toBe(clock.now().getTime());
    const resubmitted = await app.inject({ method: 'POST', url: resubmitApi(click.headers.location!) });
    expect(resubmitted.statusCode).toBe(200);
    expect((await reload(campaign.id)).resubmittedAt).toBeInstanceOf(Date);
  });

  it('a scanner that follows the link first does not spend the person’s link', async () => {
    const { campaign } = await sentCampaign();
    const scanner = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect((await app.inject({ method: 'POST', url: resubmitApi(scanner.headers.location!) })).statusCode).toBe(200);
    clock.advance(1000);
    const person = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    // The application finished with the scanner's run; the person is told so instead of an error.
    expect(person.statusCode).toBe(410);
    expect(person.body).toContain('Your application is complete');
  });

  it('is refused after the configured life (REMARKETING_LINK_DAYS)', async () => {
    const { campaign } = await sentCampaign();
    clock.advance(3 * DAY - MINUTE);
    expect((await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` })).statusCode).toBe(302);
    clock.advance(2 * MINUTE);
    const late = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('Link expired');
  });

  it('is refused after an opt-out', async () => {
    const { campaign } = await sentCampaign();
    await app.inject({
      method: 'POST',
      url: `/unsubscribe/${campaign.trackingToken}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const click = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(click.statusCode).toBe(410);
    expect(click.headers.location).toBeUndefined();
    expect((await reload(campaign.id)).linkClickedAt).toBeNull();
  });

  it('is refused once the application is complete', async () => {
    const { application, campaign } = await sentCampaign();
    await app.db
      .update(loanApplications)
      .set({ status: 'sold', apiStatus: 'sold' })
      .where(eq(loanApplications.id, application.id));
    const click = await app.inject({ method: 'GET', url: `/r/${campaign.trackingToken}` });
    expect(click.statusCode).toBe(410);
    expect(click.headers.location).toBeUndefined();
  });
});
