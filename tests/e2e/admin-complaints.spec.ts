import { axeBuilder } from '#tests/support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '#tests/support/admins-browser.ts';
import { buildApplication, CONSENT, requestClient } from '#tests/support/applications.ts';
import { countRequests, expectSummary } from '#tests/support/form-requests.ts';
import { uniqueEmail } from '#tests/support/unique.ts';

// Issue 29 items 1 and 3: the complaints queue and the reviews of our automated decisions, at
// 1280 px (the desktop project) and at 375 px.

const PHONE = { width: 375, height: 800 };
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function seriousViolations(page: Page) {
  const results = await axeBuilder(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

for (const [label, viewport] of [
  ['1280 px', null],
  ['375 px', PHONE],
] as const) {
  test(`at ${label} a complaint is listed with its clocks and closed with the final response`, async ({ page }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('e2e-complaint');
    const response = await page.request.post('/api/complaints', {
      data: { name: 'Pat Example', email, description: `The fee was not explained (${email}).` },
    });
    expect(response.status()).toBe(201);
    const { reference } = (await response.json()) as { reference: string };

    if (viewport) await page.setViewportSize(viewport);
    await loginAs(page);
    await page.goto('/admin/complaints');
    await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card.getByText(/Final response due/)).toBeVisible();
    await expect(card.getByText(/Summary resolution possible until end of/)).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport?.width ?? 1280);

    await card.getByRole('button', { name: 'Respond' }).click();
    const closes = await countRequests(page, 'POST', /\/api\/admin\/complaints\/[^/]+\/final-response$/);
    await card.getByRole('button', { name: 'Send final response' }).click();
    // The shared schema's words, under each field and in the focused summary; nothing sent.
    await expect(card.getByRole('alert')).toHaveText([
      /Say whether the complaint is upheld/,
      'Write what we tell the complainant',
    ]);
    await expectSummary(card, ['Say whether the complaint is upheld', 'Write what we tell the complainant']);
    expect(closes.count()).toBe(0);
    await card.getByLabel('Not upheld').check();
    await card.getByLabel('What we tell the complainant').fill('The fee was shown on the lender’s page.');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Send final response' }).click();
    await expect(page.getByText(`Complaint ${reference} closed; the complainant has been emailed`)).toBeVisible();
    await expect(card.getByText(/Closed \(final response, not upheld\)/)).toBeVisible();
  });

  test(`at ${label} a person records a decision on a review request`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    // An applicant the gate referred (they asked for help with debt) asks for a review.
    const visitor = await browser.newContext({ baseURL });
    const applicant = await visitor.newPage();
    await applicant.goto('/');
    await buildApplication(requestClient(applicant.request), 'consented', {
      consent: { ...CONSENT, wantsDebtHelp: true },
    });
    const ask = await applicant.request.post('/api/application/review-request', {
      data: { message: 'I ticked the box by mistake.' },
    });
    expect(ask.status()).toBe(201);
    const { reference } = (await ask.json()) as { reference: string };
    await visitor.close();

    if (viewport) await page.setViewportSize(viewport);
    await loginAs(page);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews of automated decisions' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card.getByText('Referred by the gate: Asked for help with debt')).toBeVisible();
    await expect(card.getByText('I ticked the box by mistake.')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport?.width ?? 1280);
    const decisions = await countRequests(page, 'POST', /\/api\/admin\/review-requests\/[^/]+\/decision$/);
    await card.getByRole('button', { name: 'Record decision' }).click();
    await expectSummary(card, ['Choose whether the decision stands or is changed', 'Give the reason for the decision']);
    expect(decisions.count()).toBe(0);
    await card.getByLabel('Change the decision').check();
    await card.getByLabel('Reason (sent to the applicant)').fill('You told us the tick was a mistake.');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Record decision' }).click();
    await expect(page.getByText('Decision recorded; the applicant has been emailed')).toBeVisible();
    await expect(page.getByText('The application is now offered to the lenders.')).toBeVisible();
    await expect(card.getByText(/Decision changed/)).toBeVisible();
    // Issue 42.9: the change offers the application to the lenders, and the queue shows what they made of it.
    const followUp = card.getByTestId('review-follow-up');
    await expect(followUp.getByText('Offered to the lenders.')).toBeVisible();
    await expect(followUp.getByText('Sold', { exact: true })).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Open the application' }).click();
    await expect(page.getByText('A person who reviewed our automated decision changed it')).toBeVisible();
    await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('It was not offered to any lender')).toHaveCount(0);
  });
}
