import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { remarketingCampaigns } from '#server/db/schema/index.ts';
import { createApplication } from '#tests/support/applications-db.ts';
import { provisionAdmin } from '#tests/support/admins.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { startInProcessApp, type InProcessApp } from './in-process-app.ts';

// Its own app (outbox delivery: no SMTP_URL / SMS_PROVIDER) so the spec can run the engine.
const ADMIN = {
  email: 'messages-admin@example.com',
  password: 'messages-admin-password-1',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
// A second account for the phone test: a TOTP code is taken once per account and 30-second step.
const PHONE_ADMIN = { ...ADMIN, email: 'messages-phone-admin@example.com' };
const XSS_NAME = '<img src=x onerror=alert(1)>';
let server: InProcessApp;
let applicant: { email: string; mobile: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startInProcessApp();
  await provisionAdmin(server.db.db, ADMIN, { DATA_KEY: server.dataKey });
  await provisionAdmin(server.db.db, PHONE_ADMIN, { DATA_KEY: server.dataKey });
});
test.afterAll(async () => server?.close());

const signIn = (page: Page) => loginAs(page, ADMIN, server.baseURL);

test('shows the empty outbox and opt-out list', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('The outbox is empty.', { exact: false })).toBeVisible();
  await expect(page.getByText('Nobody has opted out yet.')).toBeVisible();
  await expect(page.getByText('No remarketing campaigns yet.')).toBeVisible();
  const results = await axeBuilder(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('lists outbox messages, opens an email in a sandboxed frame, and lists opt-outs', async ({ page }) => {
  test.setTimeout(90_000);
  const application = await createApplication(server.db.db, {
    firstName: XSS_NAME,
    consentRemarketingEmail: true,
    consentRemarketingSms: true,
    updatedAt: new Date(Date.now() - 31 * 60_000),
  });
  applicant = { email: application.email!, mobile: application.mobilePhone! };
  await server.app.remarketing.runOnce();
  const unsubscribed = await createApplication(server.db.db, {
    consentRemarketingEmail: true,
    updatedAt: new Date(Date.now() - 31 * 60_000),
  });
  await server.app.remarketing.runOnce();
  const [campaign] = await server.db.db
    .select()
    .from(remarketingCampaigns)
    .where(eq(remarketingCampaigns.applicationId, unsubscribed.id));
  // RFC 8058 one-click unsubscribe (a GET only asks for confirmation).
  expect(
    (
      await page.request.post(`${server.baseURL}/unsubscribe/${campaign!.trackingToken}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      })
    ).status(),
  ).toBe(200);

  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await signIn(page);
  await page.goto(`${server.baseURL}/admin/messages`);
  const outbox = page.getByRole('region', { name: 'Outbox', exact: true });
  const emailRow = outbox.getByRole('row').filter({ hasText: applicant.email });
  await expect(emailRow).toHaveCount(1);
  await expect(emailRow).toContainText('Your loan application is waiting');

  await outbox.getByRole('group', { name: 'Filter by channel' }).getByRole('button', { name: 'SMS' }).click();
  await expect(outbox.getByRole('row').filter({ hasText: applicant.email })).toHaveCount(0);
  await expect(outbox.getByRole('row').filter({ hasText: applicant.mobile })).toHaveCount(1);
  await outbox.getByRole('button', { name: 'All' }).click();

  // Keyboard: focus the row's View button and press Enter; focus lands on the message heading.
  await outbox
    .getByRole('button', { name: new RegExp(`^View message to ${applicant.email.replace(/[.+]/g, '\\$&')}`) })
    .focus();
  await page.keyboard.press('Enter');
  const message = page.getByRole('region', { name: 'Message' });
  const heading = message.getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/Your loan application is waiting/);
  await expect(heading).toBeFocused();
  await expect(message.getByText(applicant.email)).toBeVisible();

  const frame = message.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  expect(await frame.getAttribute('srcdoc')).toContain('credit broker, not a lender');
  expect(await frame.getAttribute('src')).toBeNull();
  await expect(
    page.frameLocator('iframe').getByText('credit broker, not a lender', { exact: false }).first(),
  ).toBeVisible();
  // The applicant's name is text inside the frame, never markup in the admin page.
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  await expect(message.locator('pre')).toContainText('/r/');

  const optOuts = page.getByRole('region', { name: 'Opt-outs', exact: true });
  await expect(optOuts.getByRole('row').filter({ hasText: unsubscribed.email! })).toContainText('unsubscribe link');
  await optOuts.getByLabel('Search email or phone').fill('nobody-matches@example.com');
  await optOuts.getByRole('button', { name: 'Search opt-outs' }).click();
  await expect(optOuts.getByText('No opt-out matches this search.')).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent campaigns', exact: true });
  await expect(recent.getByRole('row').filter({ hasText: 'Email: sent' }).first()).toBeVisible();

  await message.getByRole('button', { name: 'Close message' }).click();
  await expect(message).toHaveCount(0);
  await expect(emailRow.getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Message' })).toBeVisible();
  // The sandboxed frame runs no scripts, so axe cannot enter it (it holds the email, not the admin
  // UI): axe runs in the page only, in legacy mode, which needs no helper page for frame results.
  const results = await axeBuilder(page).setLegacyMode().options({ iframes: false }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(dialogs).toBe(0);

  // Tablet width: nothing forces the page wider than the screen.
  await page.setViewportSize({ width: 768, height: 1000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});

test('at 375 px the outbox fits the phone: no sideways scrolling, each message still said in full', async ({
  page,
}) => {
  const PHONE = { width: 375, height: 800 };
  await page.setViewportSize(PHONE);
  await loginAs(page, PHONE_ADMIN, server.baseURL);
  await page.goto(`${server.baseURL}/admin/messages`);
  const outbox = page.getByRole('region', { name: 'Outbox', exact: true });
  const emailRow = outbox.getByRole('row').filter({ hasText: applicant.email });
  await expect(emailRow).toHaveCount(1);
  // Two columns; what a phone has no room for is shown under the recipient (innerText: what is seen).
  await expect(outbox.getByRole('columnheader')).toHaveText(['Recipient and message', 'Open']);
  await expect(emailRow).toContainText(/Email · \d/, { useInnerText: true });
  await expect(emailRow).toContainText('Your loan application is waiting', { useInnerText: true });
  const smsRow = outbox.getByRole('row').filter({ hasText: applicant.mobile });
  await expect(smsRow).toContainText(/SMS · \d/, { useInnerText: true });
  const table = outbox.getByRole('table');
  const widths = await table.evaluate((t) => ({
    page: document.documentElement.scrollWidth,
    table: t.scrollWidth,
    box: t.parentElement!.scrollWidth,
    right: t.getBoundingClientRect().right,
  }));
  expect(widths.page).toBeLessThanOrEqual(PHONE.width);
  expect(widths.table).toBeLessThanOrEqual(PHONE.width);
  expect(widths.box).toBeLessThanOrEqual(PHONE.width);
  expect(widths.right).toBeLessThanOrEqual(PHONE.width);
  // The whole page: at this width the opt-outs' and campaigns' tables scroll in their boxes, which
  // take the keyboard focus (axe's scrollable-region-focusable).
  const results = await axeBuilder(page).analyze();
  expect(results.violations).toEqual([]);
  // The whole message is still one tap away.
  await emailRow.getByRole('button', { name: /^View message to / }).click();
  await expect(page.getByRole('region', { name: 'Message' }).getByRole('heading', { level: 2 })).toHaveText(
    /Your loan application is waiting/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
