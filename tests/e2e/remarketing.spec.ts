import { expect, test } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { remarketingCampaigns } from '#server/db/schema/index.ts';
import { manualClock } from '#server/lib/clock.ts';
import { campaignCounts } from '#server/modules/admin/messages/admin-inbox.repository.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { decodeQp, startSmtpCapture } from '#tests/support/smtp-capture.ts';
import { startInProcessApp, type InProcessApp } from './in-process-app.ts';

// Self-contained: a local SMTP capture and the app built in this worker on a fresh embedded
// database, delivering remarketing email over SMTP (SMTP_URL) instead of to the outbox.
let smtp: Awaited<ReturnType<typeof startSmtpCapture>> | undefined;
let server: InProcessApp;
// The server's time: tests move it to open an email hours after it was sent.
const clock = manualClock();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpCapture();
  server = await startInProcessApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { clock });
});
test.afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

test('the emailed link leads to a resubmitted application, once', async ({ page }) => {
  test.setTimeout(90_000);
  // Sandbox panel (docs/trying-it.md "Lender panel sandbox"): affordable with income under £1,000 → pending.
  // £300 over 6 months (payment £64), income £900, expenses £200.
  const application = await createApplication(
    server.db.db,
    {
      loanAmount: 300,
      monthlyIncome: 900,
      expenseHousing: 100,
      expenseCredit: 0,
      expenseUtility: 50,
      expenseFood: 50,
      expenseTransport: 0,
      consentRemarketingEmail: true,
      updatedAt: new Date(clock.now().getTime() - 31 * 60_000),
    },
    { dataKey: server.dataKey },
  );
  const result = await server.app.remarketing.runOnce();
  expect(result.processed).toBeGreaterThanOrEqual(1);

  await expect.poll(() => smtp!.received.some((m) => m.to.includes(application.email!))).toBe(true);
  const email = decodeQp(smtp!.received.find((m) => m.to.includes(application.email!))!.raw);
  expect(email).toMatch(/^Subject:\s*Your loan application is waiting/m);
  const link = new RegExp(`${server.baseURL.replace(/[.:/]/g, '\\$&')}/r/[0-9a-f]{64}`).exec(email)?.[0];
  expect(link, 'the email carries the tracked resubmit link').toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/apply\/resubmit\?sessionId=/);
  await expect(page.getByRole('heading', { name: /Submitting your application|Application submitted/ })).toBeVisible();
  await expect(page).toHaveURL(/\/apply\/result\?status=pending$/, { timeout: 30_000 });

  const [campaign] = await server.db.db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.applicationId, application.id));
  expect(campaign).toMatchObject({ status: 'sent', emailSent: true });
  expect(campaign!.linkClickedAt).toBeInstanceOf(Date);
  expect(campaign!.resubmittedAt).toBeInstanceOf(Date);

  // The application is finished: the same email link now says so instead of starting again.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Your application is complete' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/apply\/resubmit/);
});

/**
 * A pending-outcome application (sandbox rules, see above) whose reminder email has been sent; that
 * email (found by its recipient: the sweep may send others' reminders too, in any order) and the
 * tracked link in it.
 */
async function sentReminder(): Promise<{ applicationId: string; email: string; link: string }> {
  const application = await createApplication(
    server.db.db,
    {
      loanAmount: 300,
      monthlyIncome: 900,
      expenseHousing: 100,
      expenseCredit: 0,
      expenseUtility: 50,
      expenseFood: 50,
      expenseTransport: 0,
      consentRemarketingEmail: true,
      updatedAt: new Date(clock.now().getTime() - 31 * 60_000),
    },
    { dataKey: server.dataKey },
  );
  await server.app.remarketing.runOnce();
  await expect.poll(() => smtp!.received.some((m) => m.to.includes(application.email!))).toBe(true);
  const email = decodeQp(smtp!.received.find((m) => m.to.includes(application.email!))!.raw);
  const link = new RegExp(`${server.baseURL.replace(/[.:/]/g, '\\$&')}/r/[0-9a-f]{64}`).exec(email)?.[0];
  expect(link, 'the email carries the tracked resubmit link').toBeTruthy();
  return { applicationId: application.id, email, link: link! };
}

const totals = async () => {
  const rows = await campaignCounts(server.db.db);
  return { clicked: rows.reduce((n, r) => n + r.clicked, 0), resubmitted: rows.reduce((n, r) => n + r.resubmitted, 0) };
};

test(
  'an email opened 2 hours after it was sent still leads to a resubmitted ' +
    'application; clicks and conversions rise',
  async ({ page }) => {
    test.setTimeout(90_000);
    const { applicationId, link } = await sentReminder();
    const before = await totals();
    clock.advance(2 * 60 * 60_000);

    await page.goto(link);
    await expect(page).toHaveURL(/\/apply\/resubmit\?sessionId=/);
    await expect(page).toHaveURL(/\/apply\/result\?status=pending$/, { timeout: 30_000 });

    const [campaign] = await server.db.db
      .select()
      .from(remarketingCampaigns)
      .where(eq(remarketingCampaigns.applicationId, applicationId));
    expect(campaign!.linkClickedAt?.getTime()).toBe(clock.now().getTime());
    expect(campaign!.resubmittedAt).toBeInstanceOf(Date);
    expect(await totals()).toEqual({ clicked: before.clicked + 1, resubmitted: before.resubmitted + 1 });
  },
);

test('unsubscribing asks first, then the tracked link no longer works', async ({ page }) => {
  const { email, link } = await sentReminder();
  const unsubscribe = new RegExp(`${server.baseURL.replace(/[.:/]/g, '\\$&')}/unsubscribe/[0-9a-f]{64}`).exec(
    email,
  )![0];

  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from reminders' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'You have unsubscribed' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/apply\/resubmit/);
});
