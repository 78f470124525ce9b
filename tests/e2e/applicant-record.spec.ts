import { axeBuilder } from '#tests/support/axe.ts';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { expect, seedDraft } from './apply-helpers.ts';

// The applicant's own record (issue 12 item 5): a signed link on the result page and in the
// confirmation email, opened here in a fresh browser context (no cookie of the applicant's).
// Sandbox rules (docs/trying-it.md): income £900 with these expenses is affordable but under £1,000 → pending.

async function submittedPending(page: Page): Promise<void> {
  await page.goto('/apply');
  await seedDraft(page, 6, { monthlyIncome: 900, expenseHousing: 100 });
  const consent = await page.request.post('/api/application/submit', {
    data: { consentCreditCheck: true, consentFirstParty: true },
  });
  expect(consent.status(), await consent.text()).toBe(200);
  const outcome = await page.request.post('/api/application/submit');
  expect(await outcome.json()).toMatchObject({ status: 'pending' });
}

test('the record link on the result page opens in a fresh browser and lists every lender in plain words', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await submittedPending(page);
  await page.goto('/apply/result?status=pending');
  const link = page.getByRole('link', { name: 'See my application record' });
  await expect(link).toBeVisible();
  const recordUrl = (await link.getAttribute('href'))!;
  expect(recordUrl).toMatch(/\/record\/[^?]+\?sig=[0-9a-f]{64}$/);

  const stranger = await browser.newContext();
  const record = await stranger.newPage();
  await record.goto(recordUrl);
  await expect(record.getByRole('heading', { level: 1, name: /Your application record/ })).toBeVisible();
  const lenders = record.getByRole('listitem').filter({ has: record.getByRole('heading', { level: 3 }) });
  await expect(lenders.filter({ hasText: 'Asked and reviewing' })).toHaveCount(1);
  await expect(lenders.filter({ hasText: 'Asked, not chosen' }).first()).toContainText(
    'another lender was already reviewing your application',
  );
  await expect(record.getByRole('heading', { name: 'How we are paid' })).toBeVisible();
  await expect(
    record.getByRole('main').getByText(/We are a credit broker, not a lender\. We are paid a commission/),
  ).toBeVisible();
  await expect(record.getByRole('contentinfo').getByText(/FRN 764855/)).toBeVisible();

  // A tampered signature is refused.
  const tampered = await stranger.newPage();
  const response = await tampered.goto(recordUrl.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'a' ? 'b' : 'a'}`));
  expect(response?.status()).toBe(403);
  await expect(tampered.getByRole('heading', { name: 'Link not valid' })).toBeVisible();

  // Erasure is never one click: the link leads to a confirmation first (issue 27 item 11).
  await record.getByRole('link', { name: 'Erase my details' }).click();
  await expect(record.getByRole('heading', { level: 1, name: 'Erase your details?' })).toBeVisible();
  await record.getByRole('link', { name: 'No, keep my details' }).click();
  await expect(record.getByRole('heading', { level: 1, name: /Your application record/ })).toBeVisible();
  await stranger.close();
});

test('the record page fits a 375 px phone without sideways scrolling and has no accessibility violations', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await submittedPending(page);
  const { recordUrl } = (await (await page.request.get('/api/application')).json()) as { recordUrl: string };
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const record = await phone.newPage();
  await record.goto(recordUrl);
  await expect(record.getByRole('heading', { level: 1, name: /Your application record/ })).toBeVisible();
  expect(await record.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const results = await axeBuilder(record).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await record.screenshot({ path: test.info().outputPath('record-375.png'), fullPage: true });
  await phone.close();
});
