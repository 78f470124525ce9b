import { test } from '@playwright/test';
import { continueButton, expect, expectStep, fillLoan, monthlySummary, numberbox, seedDraft } from './apply-helpers.ts';

// Issue 16 items 3, 10, 11, 12: steps opened out of order, check your answers, focus after
// Continue and Back, linked error summaries and the expenses summary in view.

const NOTICE = 'Please answer this step first. We have brought you to the first step that still needs your answers.';

test('/apply/consent in a fresh browser goes to /apply with a message, and nothing is submitted', async ({ page }) => {
  const submits: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/application/submit') submits.push(r.method());
  });
  await page.goto('/apply/consent');
  await expectStep(page, 1, /\/apply$/);
  await expect(page.getByRole('status').filter({ hasText: NOTICE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
  expect(submits).toEqual([]);
});

test('a later step opened with only some steps done goes to the first incomplete one', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 3);
  await page.goto('/apply/expenses');
  await expectStep(page, 4, /\/apply\/employment$/);
  await expect(page.getByText(NOTICE)).toBeVisible();
});

test('check your answers lists every answer; a Change link returns there after Continue', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 6);
  await page.goto('/apply/check-answers');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers' })).toBeVisible();
  for (const section of [
    'Your loan',
    'About you',
    'Your address',
    'Your income',
    'Your bank',
    'Your monthly expenses',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  for (const text of [
    // The application factory's answers (tests/support/applications.ts; each applicant its own surname).
    '£1,200',
    '12 months',
    'Unexpected expense',
    /^Mrs Priya Shah/,
    '14 March 1988',
    '10 Downing Street, London, SW1A 2AA',
    'Private tenant',
    '3 years 2 months',
    'Full-time',
    'Acme Logistics Ltd',
    '£2,350',
    'Monthly',
    '****6819',
    '**1613',
    'Visa Debit',
    '£650',
  ]) {
    await expect(page.getByRole('definition').filter({ hasText: text }).first()).toBeVisible();
  }
  await expect(page.getByText('Not answered')).toHaveCount(0);

  await page.getByRole('link', { name: 'Change Email address' }).click();
  await expect(page).toHaveURL(/\/apply\/personal\?change=check$/);
  await page.getByLabel('Email address').fill('changed-address@example.com');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/apply\/check-answers$/);
  await expect(page.getByRole('definition').filter({ hasText: 'changed-address@example.com' })).toBeVisible();

  await continueButton(page).click();
  await expectStep(page, 7, /\/apply\/consent$/);
  await expect(page.getByText('86% complete')).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/apply\/check-answers$/);
});

test('focus moves to the new step heading after Continue and after Back', async ({ page }) => {
  await page.goto('/apply');
  await expectStep(page, 1, /\/apply$/);
  await fillLoan(page);
  await continueButton(page).click();
  await expectStep(page, 2, /\/apply\/personal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeFocused();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expectStep(page, 1, /\/apply$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your loan' })).toBeFocused();
});

test('the error summary links focus their fields', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 1);
  await page.goto('/apply/personal');
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('B');
  const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..');
  await expect(summary).toBeVisible();
  await summary.getByRole('link', { name: 'First name must be 2 characters or more' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await summary.getByRole('link', { name: 'Last name must be 2 characters or more' }).click();
  await expect(page.getByLabel('Last name')).toBeFocused();
});

const viewports: [width: number, height: number][] = [
  [375, 667],
  [1280, 800],
];
for (const [width, height] of viewports) {
  test(`the expenses summary stays in view while the last expense is filled at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await seedDraft(page, 5, { monthlyIncome: 1200, loanAmount: 1000 });
    await page.goto('/apply/expenses');
    const last = numberbox(page, 'Other expenses');
    await last.focus();
    await last.fill('450');
    await expect(last).toBeFocused();
    await expect(last).toBeInViewport();
    await expect(monthlySummary(page)).toBeInViewport();
    await expect(monthlySummary(page)).toContainText('Expenses£450');
  });
}

test('the left-over figure takes the colour of the affordability verdict', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 5, { monthlyIncome: 1200, loanAmount: 1000 });
  await page.goto('/apply/expenses');
  const leftOver = monthlySummary(page).getByRole('definition').nth(2);
  const color = (l: typeof leftOver) => l.evaluate((el) => getComputedStyle(el).color);
  await expect(leftOver).toHaveText('£1,200');
  const affordableColour = await color(leftOver);
  // £1,000 over 12 months ≈ £107 a month: £1,100 of expenses leaves £100, not enough.
  await numberbox(page, 'Rent or mortgage').fill('1100');
  await expect(page.getByRole('alert')).toContainText('This loan may not be affordable for you');
  await expect(leftOver).toHaveText('£100');
  expect(await color(leftOver)).not.toBe(affordableColour);
  expect(await color(leftOver)).toBe(
    await color(page.getByRole('alert').getByText('This loan may not be affordable for you.')),
  );
});
