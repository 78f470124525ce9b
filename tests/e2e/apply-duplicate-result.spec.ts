import { test, type APIRequestContext, type Page } from '@playwright/test';
import { buildApplication, requestClient, stepsWith } from '#tests/support/applications.ts';
import { uniqueEmail, uniqueMobile } from '#tests/support/unique.ts';
import { consented, consentedInThisTab, expect } from './apply-helpers.ts';

// Issue 42 item 2: an applicant the duplicate rule refused was told "None of our lenders could offer
// you a loan right now" with a Find More Lenders that can do nothing; no lender was asked. The page
// keeps the spec's heading, says the real reason, and offers the review request instead.

const identity = () => ({ email: uniqueEmail('dup'), mobilePhone: uniqueMobile(), dateOfBirth: '1985-07-14' });

/** The same person's earlier application, sent to the panel from another session. */
async function earlierApplication(request: APIRequestContext, person: ReturnType<typeof identity>) {
  await request.get('/');
  await buildApplication(requestClient(request), 'submitted', { steps: stepsWith(person) });
}

async function expectTheRealReason(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  await expect(page.getByText('We received an application from you recently.', { exact: false })).toContainText(
    'We do not send the same person to lenders twice within 30 days',
  );
  await expect(page.getByText(/None of our lenders could offer you a loan/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Find More Lenders/ })).toHaveCount(0);
  await expect(page.getByText(/See every lender we offered your application to/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask a person to review this' })).toBeVisible();
}

test('with script: the duplicate applicant is told why, and offered a review @mobile', async ({ page, request }) => {
  test.setTimeout(60_000);
  const person = identity();
  await earlierApplication(request, person);
  await consentedInThisTab(page, person);
  await page.goto('/apply/processing');
  await expect(page).toHaveURL(/\/apply\/result\?status=reject/, { timeout: 30_000 });
  await expectTheRealReason(page);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the duplicate applicant is told why, and offered a review', async ({ page, request }) => {
    test.setTimeout(60_000);
    const person = identity();
    await earlierApplication(request, person);
    await consented(page, person);
    expect(await (await page.request.post('/api/application/submit')).json()).toEqual({ status: 'reject' });
    await page.goto('/apply/result?status=reject');
    await expectTheRealReason(page);
  });
});
