import { test, type Page } from '@playwright/test';
import { buildApplication, requestClient, stepsWith } from '#tests/support/applications.ts';
import { uniqueEmail, uniqueMobile } from '#tests/support/unique.ts';
import { expect, expectStep, seedDraft } from './apply-helpers.ts';

// Issue 40.5 (decision 134): the consent post starts the lender run; processing only reads the
// outcome (a refetching query with script, a 5 s meta refresh without), and a duplicate applicant,
// refused before any lender is asked, goes straight to the result (issue 42 item 2).

const identity = () => ({ email: uniqueEmail('job'), mobilePhone: uniqueMobile(), dateOfBirth: '1984-03-09' });

/** Steps 1-6 seeded through the API, then the consent form posted as a person does. */
async function consentOnThePage(page: Page, answers: Parameters<typeof stepsWith>[0] = {}) {
  await page.goto('/');
  await seedDraft(page, 6, answers);
  await page.goto('/apply/consent');
  await expectStep(page, 7, /\/apply\/consent$/);
  await page.getByRole('checkbox', { name: /checking my details with credit reference agencies/ }).check();
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

/** The same person's earlier application, sent to the panel from another session. */
async function earlierApplication(page: Page, person: ReturnType<typeof identity>) {
  const other = await page.context().browser()!.newContext();
  try {
    await other.request.get('/');
    await buildApplication(requestClient(other.request), 'submitted', { steps: stepsWith(person) });
  } finally {
    await other.close();
  }
}

async function expectDuplicateResult(page: Page) {
  await expect(page).toHaveURL(/\/apply\/result\?status=reject/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to Match at This Time' })).toBeVisible();
  await expect(page.getByText('We received an application from you recently.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /Find More Lenders/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ask a person to review this' })).toBeVisible();
}

/** Every address the page asked for, as method and path. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => seen.push(`${r.method()} ${new URL(r.url()).pathname}`));
  return seen;
}

test('with script: processing reads the outcome with GETs and starts nothing; Match Found follows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const seen = requestsOf(page);
  await consentOnThePage(page);
  await expect(page).toHaveURL(/\/apply\/processing$/);
  await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Match Found!' })).toBeVisible({ timeout: 20_000 });
  expect(seen).toContain('GET /api/application/outcome');
  expect(seen.filter((r) => r === 'POST /api/application/submit')).toEqual([]);
});

test('with script: a duplicate applicant goes from consent straight to the result, never processing @mobile', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const person = identity();
  await earlierApplication(page, person);
  const seen = requestsOf(page);
  await consentOnThePage(page, person);
  await expectDuplicateResult(page);
  expect(seen.filter((r) => r.includes('/apply/processing'))).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('processing refreshes itself after 5 s, only reading, until the result', async ({ page }) => {
    test.setTimeout(60_000);
    await consentOnThePage(page);
    await expect(page).toHaveURL(/\/apply\/processing$/);
    await expect(page.getByRole('heading', { name: 'Finding your lender' })).toBeVisible();
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute(
      'content',
      '5;url=/apply/processing?shown=1',
    );
    await expect(page).toHaveURL(/\/apply\/result\?status=sold/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /Match Found/ })).toBeVisible();
  });

  test('a duplicate applicant goes from consent straight to the result', async ({ page }) => {
    test.setTimeout(60_000);
    const person = identity();
    await earlierApplication(page, person);
    await consentOnThePage(page, person);
    await expectDuplicateResult(page);
  });
});
