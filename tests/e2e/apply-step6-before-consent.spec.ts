import { test } from '@playwright/test';
import { continueButton, expect, expectStep, numberbox, outgoingsAboveIncome, seedDraft } from './apply-helpers.ts';

// Issue 27 items 6 and 7 at step 6, with and without script: a £0 rent or food bill is confirmed,
// not assumed, and an applicant the gate will refer is told so before the consent step, kindly and
// with the free debt advice, and may still go on.

const HOUSING_QUESTION = 'You told us you spend nothing on housing: is that right?';
const FOOD_QUESTION = 'You told us you spend nothing on food: is that right?';
const NOTICE = 'Before you go on: this loan may not be right for you';

test('rent and food at £0 must be confirmed before Continue succeeds @mobile', async ({ page }) => {
  await page.goto('/');
  await seedDraft(page, 5);
  await page.goto('/apply/expenses');
  await expectStep(page, 6, /\/apply\/expenses$/);
  await expect(page.getByRole('group', { name: HOUSING_QUESTION })).toBeVisible();
  await expect(page.getByRole('group', { name: FOOD_QUESTION })).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();

  await page.getByLabel('Yes, I pay no rent or mortgage').check();
  await expect(continueButton(page)).toBeDisabled();
  // An amount above £0 needs no confirmation: the question goes.
  await page.getByRole('button', { name: '£200 for Food and groceries' }).click();
  await expect(page.getByRole('group', { name: FOOD_QUESTION })).toHaveCount(0);
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/apply\/check-answers$/);

  // Back at step 6 the saved £0 reads as confirmed.
  await page.goto('/apply/expenses');
  await expect(page.getByLabel('Yes, I pay no rent or mortgage')).toBeChecked();
  await expect(continueButton(page)).toBeEnabled();
});

test('an applicant the gate will refer is told at step 6, with the free debt advice, and may go on @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await seedDraft(page, 5, { monthlyIncome: 1000 });
  await page.goto('/apply/expenses');
  await expect(page.getByRole('region', { name: NOTICE })).toHaveCount(0);
  await numberbox(page, 'Rent or mortgage').fill('900');
  await numberbox(page, 'Food and groceries').fill('150');
  await continueButton(page).click();

  // The server's gate, on the saved figures: back at step 6 before any consent.
  await expect(page).toHaveURL(/\/apply\/expenses\?advice=expenses-exceed-income$/);
  const notice = page.getByRole('region', { name: NOTICE });
  await expect(notice).toContainText('The monthly outgoings you have given us come to more than your monthly income.');
  await expect(notice).toContainText('we will not send your application to any lender');
  await expect(notice.getByRole('link', { name: 'MoneyHelper (moneyhelper.org.uk)' })).toHaveAttribute(
    'href',
    'https://www.moneyhelper.org.uk',
  );
  await expect(notice.getByRole('link', { name: 'StepChange (stepchange.org)' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('step-6-notice.png') });
  await notice.getByRole('link', { name: 'continue with your application' }).click();
  await expect(page).toHaveURL(/\/apply\/check-answers$/);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('a £0 rent is refused until confirmed @mobile', async ({ page }) => {
    await page.goto('/');
    await seedDraft(page, 5);
    await page.goto('/apply/expenses');
    await numberbox(page, 'Food and groceries').fill('200');
    await continueButton(page).click();
    await expectStep(page, 6, /\/apply\/expenses$/);
    const message = 'Tick the box to confirm you pay no rent or mortgage, or enter what you pay';
    await expect(page.getByRole('link', { name: message })).toBeVisible();
    await expect(numberbox(page, 'Food and groceries')).toHaveValue('200');
    await page.getByLabel('Yes, I pay no rent or mortgage').check();
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/apply\/check-answers$/);
  });

  test('the gate notice comes before consent, and Continue from it goes on', async ({ page }) => {
    await outgoingsAboveIncome(page);
    await expect(page.getByRole('region', { name: NOTICE })).toContainText('MoneyHelper');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/apply\/check-answers$/);
  });
});
