import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { OutboxListResponse } from '#shared/admin/messages-schemas.ts';
import { loginAs } from '#tests/support/admins-browser.ts';
import { ACCOUNT_NUMBER } from '#tests/support/applications.ts';
import { seedDraft } from './apply-helpers.ts';

// Issue 29 item 2: a copy of my data after a code emailed to me (read here from the outbox the
// e2e server delivers to), erasure after a confirmation, and the back office's data-requests
// queue with the lenders' acknowledgements, at 1280 px (the desktop project) and at 375 px.
// Sandbox rules (docs/trying-it.md): income £900 with these expenses is affordable but under £1,000 → pending,
// so one lender receives the full application.

const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** A submitted application; its record link, public id and email. */
async function submitted(page: Page) {
  await page.goto('/apply');
  await seedDraft(page, 6, { monthlyIncome: 900, expenseHousing: 100 });
  const consent = await page.request.post('/api/application/submit', {
    data: { consentCreditCheck: true, consentFirstParty: true },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  expect(await (await page.request.post('/api/application/submit')).json()).toMatchObject({ status: 'pending' });
  return (await (await page.request.get('/api/application')).json()) as {
    recordUrl: string;
    sessionId: string;
    email: string;
  };
}

/** The record page in a fresh browser (no cookie of the applicant's), at the given viewport. */
async function openRecord(browser: Browser, baseURL: string | undefined, url: string, viewport: typeof PHONE | null) {
  const context = await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) });
  const record = await context.newPage();
  await record.goto(url);
  return { context, record };
}

for (const [label, viewport] of [
  ['1280 px', null],
  ['375 px', PHONE],
] as const) {
  // The 375 px runs also run in the mobile project (a phone's browser).
  const tag = viewport ? ' @mobile' : '';
  test(`at ${label} the applicant gets a copy of their data with the emailed code${tag}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const application = await submitted(page);
    const { context, record } = await openRecord(browser, baseURL, application.recordUrl, viewport);
    await record.getByRole('button', { name: 'Get a copy of my data' }).click();
    await expect(record.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    expect(await pageWidth(record)).toBeLessThanOrEqual(viewport?.width ?? 1280);
    expect(await seriousViolations(record)).toEqual([]);

    // The code, from the outbox the e2e server delivers email to (read by an admin).
    await loginAs(page);
    const outbox = (await (await page.request.get('/api/admin/outbox?channel=email')).json()) as OutboxListResponse;
    const mail = outbox.items.find((m) => m.recipient === application.email && m.subject?.startsWith('Your code'));
    const code = /one-time code is (\d{6})/.exec(mail!.textBody)![1]!;

    await record.getByLabel('Your 6-digit code').fill(code === '000000' ? '111111' : '000000');
    await record.getByRole('button', { name: 'Show my data' }).click();
    await expect(record.getByRole('alert')).toContainText('That code is not right. You have 4 more tries.');
    await record.getByLabel('Your 6-digit code').fill(code);
    await record.getByRole('button', { name: 'Show my data' }).click();
    await expect(record.getByRole('heading', { level: 1, name: 'Your data is ready' })).toBeVisible();
    expect(await pageWidth(record)).toBeLessThanOrEqual(viewport?.width ?? 1280);

    const jsonHref = await record.getByRole('link', { name: /data file \(JSON\)/ }).getAttribute('href');
    const json = await record.request.get(jsonHref!);
    expect(json.status()).toBe(200);
    const text = await json.text();
    expect(text).toContain(`"accountNumber": "****${ACCOUNT_NUMBER.slice(-4)}"`);
    expect(text).not.toContain(ACCOUNT_NUMBER);
    expect(text).toContain('full application (post)');
    const pdfHref = await record.getByRole('link', { name: /readable copy \(PDF\)/ }).getAttribute('href');
    const pdf = await record.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await context.close();
  });

  test(`at ${label} erasure is confirmed first, and the queue shows the lender's acknowledgement${tag}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const application = await submitted(page);
    const { context, record } = await openRecord(browser, baseURL, application.recordUrl, viewport);
    await record.getByRole('link', { name: 'Erase my details' }).click();
    await expect(record.getByRole('heading', { level: 1, name: 'Erase your details?' })).toBeVisible();
    await expect(record.getByText(/These lenders received your full application/)).toBeVisible();
    expect(await pageWidth(record)).toBeLessThanOrEqual(viewport?.width ?? 1280);
    expect(await seriousViolations(record)).toEqual([]);
    await record.getByRole('button', { name: 'Yes, erase my details' }).click();
    await expect(record.getByRole('status')).toContainText('We erased your personal details');
    await expect(record.getByRole('button', { name: 'Get a copy of my data' })).toHaveCount(0);
    await context.close();

    if (viewport) await page.setViewportSize(viewport);
    await loginAs(page);
    await page.goto('/admin/data-requests');
    await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: application.sessionId });
    await expect(card.getByText('Erasure (Art. 17)')).toBeVisible();
    await expect(card.getByText(/Asked by the applicant/)).toBeVisible();
    // The sandbox lender acknowledges within moments: the queue shows it once it has.
    await expect(async () => {
      await page.reload();
      await expect(card.getByText(/Acknowledged/).first()).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card.getByText('Complete', { exact: true })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport?.width ?? 1280);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
